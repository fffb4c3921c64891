import { lazy, Suspense } from 'react';
import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { ToastProvider } from '@/components/ui/toast';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { useAdminSession } from '@/features/auth/hooks/use-admin-session';

const AdminEditorScreen = lazy(async () => ({
  default: (await import('./admin-editor-screen')).AdminEditorScreen,
}));

/** The admin's route. Loaded on demand, so the public page never downloads it. */
export function AdminRoute() {
  return (
    <ToastProvider>
      <title>Portfolio Admin</title>
      <AdminScreen />
    </ToastProvider>
  );
}

/** The sign-in form until the owner is signed in, then the editor. */
function AdminScreen() {
  const session = useAdminSession();

  if (session.status === 'signed-out') return <SignInScreen onSignedIn={session.signedIn} />;

  return (
    <Suspense fallback={<FullScreenStatus>Loading admin panel...</FullScreenStatus>}>
      <AdminEditorScreen session={session} />
    </Suspense>
  );
}
