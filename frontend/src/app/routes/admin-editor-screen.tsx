import { publicPortfolio } from '@portfolio/contract';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { AdminEditor } from '@/features/admin/editor/admin-editor';
import { PostStylesheet } from '@/features/admin/posts/post-preview';
import { SecondFactorDialog } from '@/features/auth/components/second-factor-dialog';
import { SessionsDialog } from '@/features/auth/components/sessions-dialog';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import type { AdminSession } from '@/features/auth/hooks/use-admin-session';
import { PortfolioView } from '@/features/portfolio/components/portfolio-view';
import postPageStylesheet from '@/features/portfolio/post-page.css?url';

/**
 * The editor, once the owner is signed in: a chunk of its own, which the sign-in screen does not
 * load. When the server ends the session during editing, the sign-in form opens over the editor,
 * which keeps every edit.
 */
export function AdminEditorScreen({ session }: { session: AdminSession }) {
  const { notify } = useToast();

  return (
    <PostStylesheet value={postPageStylesheet}>
      <AdminEditor
        sessionConfirmed={session.status !== 'checking'}
        renderPage={(portfolio) => (
          <PortfolioView portfolio={publicPortfolio(portfolio, new Date())} renderedYear={new Date().getFullYear()} />
        )}
        renderSecurity={(dialog, onClose) =>
          dialog === 'two-step' ? (
            <SecondFactorDialog onClose={onClose} onSessionExpired={session.expire} />
          ) : (
            <SessionsDialog onClose={onClose} onSessionExpired={session.expire} />
          )
        }
        onLogout={session.signOut}
        onSessionExpired={session.expire}
      />
      {session.status === 'expired' && (
        <Dialog title="Your session has ended" description="Sign in again to save. Your changes are kept.">
          <SignInForm
            onSignedIn={() => {
              session.signedIn();
              notify('Signed in again. Your changes are still here: select Save Changes to save them.', 'info');
            }}
          />
        </Dialog>
      )}
    </PostStylesheet>
  );
}
