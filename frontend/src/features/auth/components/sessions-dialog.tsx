import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { endOne, endOtherSessions, listSessions, signedOut, type SignedInBrowser } from '../api/sessions-api';
import { UNREACHABLE } from '../lib/messages';
import { BrowserList, describeEntry, type BrowserListWords } from './browser-list';

const SESSIONS: BrowserListWords = {
  label: 'Sessions',
  used: 'last used',
  started: 'signed in',
  action: 'Sign out',
  empty: 'No session is live.',
};
const DEVICES: BrowserListWords = {
  label: 'Trusted browsers',
  used: 'last signed in',
  started: 'first signed in',
  action: 'Forget',
  empty: 'No browser is trusted yet.',
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Where the owner is signed in (each browser, its address, when it started and was last used) and
 * which browsers are trusted to sign in when strangers' failures lock others out. Any but this
 * browser can be signed out, or forgotten; or every other session at once.
 */
export function SessionsDialog({ onClose, onSessionExpired }: { onClose: () => void; onSessionExpired: () => void }) {
  const { notify } = useToast();
  const list = useQuery({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => listSessions(signal),
    retry: false,
    gcTime: 0,
    networkMode: 'always',
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const expired = signedOut(list.error);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    setProblem(undefined);
    try {
      notify(await work(), 'success');
      await list.refetch();
    } catch (error) {
      if (signedOut(error)) {
        onClose();
        onSessionExpired();
      } else {
        setProblem(UNREACHABLE);
      }
    } finally {
      setBusy(false);
    }
  }

  const signOut = (entry: SignedInBrowser) =>
    run(async () => {
      await endOne('session', entry.id);
      return `Signed out ${describeEntry(entry)}.`;
    });
  const forget = (entry: SignedInBrowser) =>
    run(async () => {
      await endOne('device', entry.id);
      return `${describeEntry(entry)} is no longer trusted.`;
    });
  const signOutOthers = () => run(async () => `Signed out ${plural(await endOtherSessions(), 'other session')}.`);

  useEffect(() => {
    if (!expired) return;
    onClose();
    onSessionExpired();
  }, [expired, onClose, onSessionExpired]);

  const now = new Date();
  const others = list.data?.sessions.filter(({ current }) => !current) ?? [];

  return (
    <Dialog
      wide
      title="Sessions"
      description="Where you are signed in. Sign out any browser you do not recognise, then change your password if you think it is known."
      onEscape={onClose}
    >
      {problem && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-rose-400/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-200"
        >
          {problem}
        </p>
      )}
      {list.isPending && <p className="text-sm text-zinc-400">Loading...</p>}
      {list.isError && !expired && (
        <RetryAlert onRetry={() => void list.refetch()}>The sessions could not be loaded.</RetryAlert>
      )}
      {list.data && (
        <div className="space-y-6">
          <section className="space-y-3">
            <h3 className="text-sm font-semibold text-white">Signed in</h3>
            <BrowserList words={SESSIONS} entries={list.data.sessions} now={now} busy={busy} onAction={signOut} />
            <Button variant="outline" disabled={busy || others.length === 0} onClick={() => void signOutOthers()}>
              Sign out everywhere else
            </Button>
          </section>
          <section className="space-y-3">
            <h3 className="text-sm font-semibold text-white">Trusted browsers</h3>
            <p className="text-sm text-zinc-400">
              A browser you signed in from keeps signing in when strangers&apos; failed attempts lock others out. Forget
              one you no longer use.
            </p>
            <BrowserList words={DEVICES} entries={list.data.devices} now={now} busy={busy} onAction={forget} />
          </section>
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
