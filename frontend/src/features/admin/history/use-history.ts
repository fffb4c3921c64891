import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { readRevision, restoreRevision, type Revision } from '../api/revisions-api';
import type { SaveResult } from '../api/save-portfolio';
import type { PostBodyStore } from '../api/post-body-store';

/**
 * Where the owner is in the history: the list open or not, the kept version being opened or
 * viewed, and a restore under way. What a restore's outcome does to the editor is `onRestored`'s.
 */
export function useHistory({
  etag,
  bodies,
  onRestored,
}: {
  /** The current version's, which a restore must replace. */
  etag: string;
  /** The restored version's bodies are read before it is restored, so the editor can hold them. */
  bodies: PostBodyStore;
  onRestored: (revision: Revision, result: SaveResult) => void;
}) {
  const { notify } = useToast();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState<number>();
  const [viewing, setViewing] = useState<Revision>();
  const [restoring, setRestoring] = useState(false);

  return {
    open,
    opening,
    viewing,
    restoring,
    show: () => setOpen(true),
    /** Back to the editor, from the list or from a version. */
    close: () => {
      setOpen(false);
      setViewing(undefined);
    },
    /** Back to the list from a version. */
    back: () => setViewing(undefined),
    async view(version: number) {
      setOpening(version);
      try {
        setViewing(await readRevision(version));
      } catch {
        notify(`Version ${version} could not be opened. Try again in a moment.`, 'error');
      } finally {
        setOpening(undefined);
      }
    },
    async restore() {
      if (!viewing || restoring) return;
      setRestoring(true);
      try {
        onRestored(viewing, bodies.editableResult(await restoreRevision(viewing, etag)));
      } finally {
        setRestoring(false);
      }
    },
  };
}
