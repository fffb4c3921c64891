import { useState } from 'react';
import { useToast } from '@/components/ui/toast';

/**
 * Where the owner is in a history (the document's or a post's): the list open or not, the kept
 * version being opened or viewed, and a restore under way. `read` and `restore` reach the API;
 * what a restore's outcome does to the editor is `onRestored`'s.
 */
export function useHistory<Revision extends { version: number }, Result>({
  read,
  restore,
  onRestored,
}: {
  read: (version: number) => Promise<Revision>;
  /** Restores the version, guarded by the current version's ETag. */
  restore: (revision: Revision) => Promise<Result>;
  onRestored: (revision: Revision, result: Result) => void;
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
        setViewing(await read(version));
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
        onRestored(viewing, await restore(viewing));
      } finally {
        setRestoring(false);
      }
    },
  };
}
