import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** A save found a newer version: load it (dropping the edits), or keep editing to copy them first. */
export function ConflictDialog({
  what = 'The portfolio',
  loading,
  onLoadLatest,
  onKeepEditing,
}: {
  /** What changed elsewhere: the portfolio, or one post ('The post "Year in Review"'). */
  what?: string;
  loading: boolean;
  onLoadLatest: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <Dialog
      title={`${what} was changed elsewhere`}
      description="A newer version was saved (in another tab or on another device) after this one was loaded, so your changes were not saved. Load the latest version to continue from it (this replaces your unsaved changes), or keep editing, for example to copy them first."
      onEscape={onKeepEditing}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeepEditing} data-autofocus>
          Keep editing
        </Button>
        <Button onClick={onLoadLatest} disabled={loading}>
          {loading ? 'Loading...' : 'Load latest'}
        </Button>
      </div>
    </Dialog>
  );
}
