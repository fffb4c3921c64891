import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Draft } from './draft';

/** Offers the edits an earlier visit left unsaved: restore them, or discard them. */
export function RestoreDraftDialog({
  draft,
  what = 'portfolio',
  savedElsewhere,
  onRestore,
  onDiscard,
}: {
  draft: Pick<Draft, 'savedAt'>;
  /** What the draft is of: the portfolio, or one post. */
  what?: string;
  /** The portfolio (or the post) was saved since the draft's version was loaded. */
  savedElsewhere: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog
      title="Restore unsaved changes?"
      description={
        <>
          <p>
            {`Changes made on this device on ${formatMoment(draft.savedAt)} were not saved. Restore them to go on editing, or discard them and start from the saved ${what}.`}
          </p>
          {savedElsewhere && (
            <p className="mt-2">
              {`The ${what} has been saved elsewhere since then: saving the restored changes will ask what to keep.`}
            </p>
          )}
        </>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
        <Button onClick={onRestore} data-autofocus>
          Restore draft
        </Button>
      </div>
    </Dialog>
  );
}

function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return 'an earlier visit';
  return moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
