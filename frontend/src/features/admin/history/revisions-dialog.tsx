import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RevisionList } from './revision-list';

/**
 * A history as a dialog, the document's or a post's: its versions listed, what else it offers
 * (the document as a file) below, and Close, where focus goes when it opens.
 */
export function RevisionsDialog({
  title,
  description,
  list,
  children,
  onClose,
}: {
  title: string;
  description: string;
  list: ComponentProps<typeof RevisionList>;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog wide title={title} description={description} onEscape={onClose}>
      <RevisionList {...list} />
      {children}
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
