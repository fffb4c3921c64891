import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useToast } from '@/components/ui/toast';
import { isRefused, type PasswordRefused } from '../api/password-refusal';
import { endOne, endOtherSessions, listSessions, signedOut, type SignedInBrowser } from '../api/sessions-api';
import { passwordRefused, UNREACHABLE } from '../lib/messages';
import { BrowserList, describeEntry, type BrowserListWords } from './browser-list';
import { SecretsForm } from './secrets-form';

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

/** A change waiting for the password: what the prompt and its button say, and the change itself. */
interface Asking {
  prompt: string;
  submit: string;
  /** What the toast says once it is done, or why it was refused. */
  change: (password: string) => Promise<string | PasswordRefused>;
}

/**
 * Where the owner is signed in (each browser, its address, when it started and was last used) and
 * which browsers are trusted to sign in when strangers' failures lock others out. Any but this
 * browser can be signed out, or forgotten; or every other session at once. Each takes the
 * password again: a session alone may not be the owner's.
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
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const expired = signedOut(list.error);

  function ask(next: Asking | undefined) {
    setProblem(undefined);
    setAsking(next);
  }

  /** Says why a change was refused; a session that has ended closes the dialog for the sign-in form. */
  function refused(refusal: PasswordRefused) {
    if (refusal.refused !== 'signed-out') return setProblem(passwordRefused(refusal));
    onClose();
    onSessionExpired();
  }

  async function confirm(change: Asking['change'], password: string) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await change(password);
      if (isRefused(result)) return refused(result);
      notify(result, 'success');
      setAsking(undefined);
      await list.refetch();
    } catch {
      setProblem(UNREACHABLE);
    } finally {
      setBusy(false);
    }
  }

  const signOut = (entry: SignedInBrowser) =>
    ask({
      prompt: `Enter your password to sign out ${describeEntry(entry)}.`,
      submit: 'Sign out',
      change: async (password) => {
        const answer = await endOne('session', entry.id, password);
        return isRefused(answer) ? answer : `Signed out ${describeEntry(entry)}.`;
      },
    });
  const forget = (entry: SignedInBrowser) =>
    ask({
      prompt: `Enter your password to forget ${describeEntry(entry)}. It is trusted again once it signs in.`,
      submit: 'Forget',
      change: async (password) => {
        const answer = await endOne('device', entry.id, password);
        return isRefused(answer) ? answer : `${describeEntry(entry)} is no longer trusted.`;
      },
    });
  const signOutOthers = () =>
    ask({
      prompt: 'Enter your password to sign out every other session. This browser stays signed in.',
      submit: 'Sign out everywhere else',
      change: async (password) => {
        const ended = await endOtherSessions(password);
        return isRefused(ended) ? ended : `Signed out ${plural(ended, 'other session')}.`;
      },
    });

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
      {asking && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">{asking.prompt}</p>
          <SecretsForm
            password
            submit={asking.submit}
            busy={busy}
            onSubmit={({ password }) => void confirm(asking.change, password)}
            onCancel={() => ask(undefined)}
          />
        </div>
      )}
      {!asking && list.isPending && <p className="text-sm text-zinc-400">Loading...</p>}
      {!asking && list.isError && !expired && (
        <RetryAlert onRetry={() => void list.refetch()}>The sessions could not be loaded.</RetryAlert>
      )}
      {!asking && list.data && (
        <div className="space-y-6">
          <section className="space-y-3">
            <h3 className="text-sm font-semibold text-white">Signed in</h3>
            <BrowserList words={SESSIONS} entries={list.data.sessions} now={now} busy={busy} onAction={signOut} />
            <Button variant="outline" disabled={busy || others.length === 0} onClick={signOutOthers}>
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
      {!asking && (
        <div className="mt-6 flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </Dialog>
  );
}
