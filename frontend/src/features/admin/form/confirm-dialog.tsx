import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Asks before a step that changes what is published (a restore, a deletion): Cancel, which has
 * focus and is what Escape does, or the step, named by its button.
 */
export function ConfirmDialog({
  title,
  description,
  confirm,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  /** The step's button: 'Restore version 3', 'Delete'. */
  confirm: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog title={title} description={description} onEscape={onCancel}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onCancel();
            onConfirm();
          }}
        >
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
