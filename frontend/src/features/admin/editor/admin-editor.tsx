import type { Portfolio } from '@portfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FullScreenStatus } from '@/components/ui/full-screen-status';
import { loadPortfolio } from '../api/load-portfolio';
import { PostBodyStore } from '../api/post-body-store';
import { ApiUnavailable } from '../saving/api-unavailable';
import type { SecurityDialog } from './editor-header';
import { PortfolioEditor } from './portfolio-editor';

/**
 * The admin's document: loading, loaded or unavailable. The document (with its posts' bodies) is
 * loaded once per visit and forgotten when the editor goes away (logout), and a failure shows at
 * once: the owner can try again, where a background retry would only keep them waiting.
 */
export function AdminEditor({
  sessionConfirmed,
  renderPage,
  renderSecurity,
  onLogout,
  onSessionExpired,
}: {
  /** False while the server is still asked whether the remembered session is live. */
  sessionConfirmed: boolean;
  /** A document as the public page shows it (the history's read-only view). */
  renderPage: (portfolio: Portfolio) => ReactNode;
  /** The 'Security' and 'Sessions' dialogs, which the sign-in feature owns. */
  renderSecurity: (dialog: SecurityDialog, onClose: () => void) => ReactNode;
  onLogout: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const [bodies] = useState(() => new PostBodyStore());
  const query = useQuery({
    queryKey: ['admin', 'portfolio'],
    queryFn: async ({ signal }) => bodies.editable(await loadPortfolio(signal), signal),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    networkMode: 'always',
  });

  if (query.isError && !query.isFetching) return <ApiUnavailable onRetry={() => void query.refetch()} />;
  if (!sessionConfirmed || !query.data) return <FullScreenStatus>Loading admin panel...</FullScreenStatus>;
  return (
    <PortfolioEditor
      stored={query.data}
      bodies={bodies}
      renderPage={renderPage}
      renderSecurity={renderSecurity}
      onLogout={onLogout}
      onSessionExpired={onSessionExpired}
    />
  );
}
