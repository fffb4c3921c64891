import type { RouteObject } from 'react-router-dom';
import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/**
 * SPEC §2's routes. No route sets an error element, so a render error shows the router's own
 * 'Unexpected Application Error!' screen (SPEC §8).
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
