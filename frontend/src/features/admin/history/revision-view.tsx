import { ArrowLeft, History, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '../form/confirm-dialog';
import { fullTime, timeAgo } from '@/lib/relative-time';

/**
 * A kept version, shown as the public page showed it, with a bar to go back or restore it.
 * Restoring asks first: it publishes at once (as a new version, so it can be undone too).
 */
export function RevisionView({
  revision,
  what = 'page',
  page,
  dirty,
  restoring,
  onBack,
  onRestore,
}: {
  revision: { version: number; savedAt: string };
  /** What is restored: the whole page, or one post. */
  what?: 'page' | 'post';
  /** The revision as the public page, or as the post's fields. */
  page: ReactNode;
  /** The editor holds unsaved changes, which a restore replaces. */
  dirty: boolean;
  restoring: boolean;
  onBack: () => void;
  onRestore: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const savedAt = new Date(revision.savedAt);
  const name = `Version ${revision.version}`;

  useEffect(() => {
    heading.current?.focus();
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="min-h-svh pb-36 sm:pb-24">
      <section
        aria-labelledby="revision-heading"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-white/10 bg-zinc-900/95 backdrop-blur-md"
        onKeyDown={(event) => event.key === 'Escape' && !confirming && onBack()}
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-8">
          <div className="min-w-0 flex-1">
            <h2
              id="revision-heading"
              ref={heading}
              tabIndex={-1}
              className="text-sm font-semibold text-white outline-none"
            >
              {name}, saved <time dateTime={revision.savedAt}>{timeAgo(savedAt, new Date())}</time>
            </h2>
            <p className="text-sm text-zinc-400">
              Read-only: the {what} as {what === 'page' ? 'visitors saw it' : 'it was saved'} then ({fullTime(savedAt)}
              ).
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back to History
          </Button>
          <Button size="sm" onClick={() => setConfirming(true)} disabled={restoring}>
            {restoring ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <History aria-hidden="true" />}
            {restoring ? 'Restoring...' : 'Restore this version'}
          </Button>
        </div>
      </section>

      {page}

      {confirming && (
        <ConfirmDialog
          title={`Restore version ${revision.version}?`}
          description={
            <>
              <p>
                The {what} goes back to how it was in version {revision.version}, and is published at once as a new
                version. The version published now stays in History, so you can undo this.
              </p>
              {dirty && <p className="mt-2 text-amber-200">Your unsaved changes in the editor will be replaced.</p>}
            </>
          }
          confirm={`Restore version ${revision.version}`}
          onCancel={() => setConfirming(false)}
          onConfirm={onRestore}
        />
      )}
    </div>
  );
}
