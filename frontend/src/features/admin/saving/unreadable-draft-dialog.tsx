import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { downloadHref } from '@/lib/download-href';

/**
 * Unsaved changes this version of the admin cannot read (kept by another version, or damaged):
 * they are offered as a file to download before they are discarded, never dropped unseen.
 */
export function UnreadableDraftDialog({ text, onDiscard }: { text: string; onDiscard: () => void }) {
  const href = downloadHref('application/json', text);

  return (
    <Dialog
      title="Unsaved changes this version cannot open"
      description="This device kept changes that were not saved, in a form this version of the admin cannot read. Download them to keep a copy, then discard them to go on from the saved portfolio."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
        <a href={href} download="portfolio-unsaved-changes.json" className={buttonVariants()} data-autofocus>
          Download draft
        </a>
      </div>
    </Dialog>
  );
}
