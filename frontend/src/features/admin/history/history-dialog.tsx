import type { Portfolio } from '@portfolio/contract';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { downloadHref } from '@/lib/download-href';
import { listRevisions } from '../api/revisions-api';
import { SECTION_LABEL } from '../form/editor-tabs';
import { exportFile, importFile, type ImportedFile } from './document-file';
import { RevisionsDialog } from './revisions-dialog';

/**
 * The document's history (every version a save replaced, each one viewable) and the document as
 * a file: exported from the editor, or imported into it.
 */
export function HistoryDialog({
  portfolio,
  currentEtag,
  dirty,
  opening,
  onView,
  onImport,
  onImportRefused,
  onClose,
}: {
  /** What the editor holds, which Export downloads. */
  portfolio: Portfolio;
  currentEtag: string;
  dirty: boolean;
  opening: number | undefined;
  onView: (version: number) => void;
  onImport: (imported: ImportedFile, fileName: string) => void;
  onImportRefused: (reason: string) => void;
  onClose: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const file = exportFile(portfolio, new Date());
  const href = downloadHref('application/json', file.text);

  const readPicked = async (picked: File | undefined) => {
    if (!picked) return;
    let text: string;
    try {
      text = await picked.text();
    } catch {
      onImportRefused(`${picked.name} could not be read.`);
      return;
    }
    const result = importFile(text);
    if (result.ok) onImport(result, picked.name);
    else onImportRefused(`${picked.name} was not imported. ${result.reason}`);
  };

  return (
    <RevisionsDialog
      title="History"
      description="Every save keeps the version it replaced. View one to see the page as it was, and restore it to publish it again."
      list={{
        name: 'document',
        currentEtag,
        current: 'Published now, and open in the editor',
        list: listRevisions,
        labelOf: (section) => SECTION_LABEL[section as keyof Portfolio] ?? section,
        opening,
        onView,
      }}
      onClose={onClose}
    >
      <section aria-labelledby="document-file-heading" className="mt-6 border-t border-white/10 pt-5">
        <h3 id="document-file-heading" className="text-sm font-semibold text-white">
          The document as a file
        </h3>
        <p className="mt-1 text-sm text-zinc-400">
          Export downloads what the editor holds now{dirty ? ', unsaved changes included' : ''}. Import puts a
          file&apos;s content in the editor, checked as a save is; nothing is published until you save.
          {dirty && ' Importing replaces your unsaved changes: export them first to keep a copy.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={href} download={file.name} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden="true" />
            Export JSON
          </a>
          <Button variant="outline" size="sm" onClick={() => picker.current?.click()}>
            <Upload aria-hidden="true" />
            Import JSON
          </Button>
          <input
            ref={picker}
            type="file"
            accept="application/json,.json"
            className="hidden"
            aria-label="Portfolio file to import"
            onChange={(event) => {
              void readPicked(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </section>
    </RevisionsDialog>
  );
}
