import type { RouteObject } from 'react-router-dom';
import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/**
 * The public page, the admin and the not-found page. No route sets an error element, so a render
 * error shows the router's own 'Unexpected Application Error!' screen (docs/behaviour.md).
 */
export const routes: RouteObject[] = [
  { path: '/', Component: HomeRoute },
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
    HydrateFallback: AdminLoading,
  },
  { path: '*', Component: NotFoundRoute },
];

function AdminLoading() {
  return <FullScreenStatus>Loading admin panel...</FullScreenStatus>;
}
