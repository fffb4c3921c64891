import { Download, LoaderCircle, Upload } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EXPORT_PATH, IMPORT_MAX_BYTES } from '../api/import-api';
import { DropZone } from '../form/drop-zone';
import { Panel } from '../form/panel';
import { ImportPreview } from './import-preview';
import { FILE_INPUT_ID, useBlogImport } from './use-blog-import';

/**
 * Under the Blogs tab, below the posts, where an owner moving a blog in looks for it: another
 * blog's export, picked or dropped, previewed, then imported on the owner's word; and the whole
 * site as a .zip, to move it out (or keep it), which this import reads back.
 */
export function ImportPanel({
  dirty,
  onImported,
  onSessionExpired,
}: {
  dirty: boolean;
  /** Reads the editor's content again after an import; rejects when it cannot. */
  onImported: () => Promise<void>;
  onSessionExpired: () => void;
}) {
  const blogImport = useBlogImport({ onImported, onSessionExpired });
  const { stage, busy, problem, done } = blogImport;

  return (
    <Panel
      title="Import a blog"
      description="Bring your posts here from another blog. You see what would happen before anything changes, and one restore in History undoes the import."
    >
      <DropZone onFile={blogImport.choose}>
        <p id="blog-import-formats" className="min-w-0 flex-1 text-sm text-zinc-300">
          A Ghost export (.json), a WordPress export (.xml, or a .zip of it with its wp-content/uploads folder to bring
          its images), or a .zip of Markdown files from Hugo, Jekyll, Astro or Eleventy, up to{' '}
          {IMPORT_MAX_BYTES / 1024 / 1024} MB. Drop it here, or choose it.
        </p>
        <input
          id={FILE_INPUT_ID}
          type="file"
          accept=".json,.xml,.zip"
          disabled={busy}
          aria-label="Blog export to import"
          aria-describedby="blog-import-formats"
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) blogImport.choose(file);
          }}
        />
        <label
          htmlFor={FILE_INPUT_ID}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-300 peer-disabled:pointer-events-none peer-disabled:opacity-50',
          )}
        >
          <Upload aria-hidden="true" />
          Choose a file
        </label>
      </DropZone>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        <p aria-live="polite" className={cn(done && 'text-emerald-200')}>
          {stage.step === 'reading' || stage.step === 'importing'
            ? `${stage.step === 'reading' ? 'Reading' : 'Importing'} ${stage.file.name}…`
            : done}
        </p>
        {stage.step === 'reading' && (
          <Button variant="ghost" size="sm" onClick={blogImport.cancel}>
            Cancel
          </Button>
        )}
      </div>
      {problem && (
        <div
          role="alert"
          className="mt-3 rounded-2xl border border-rose-400/30 bg-rose-500/10 p-4 text-sm text-rose-200"
        >
          <p>{problem.message}</p>
          {problem.source && <p className="mt-1">In {problem.source}.</p>}
        </div>
      )}
      {(stage.step === 'preview' || stage.step === 'importing') && (
        <ImportPreview
          fileName={stage.file.name}
          answer={stage.answer}
          importing={stage.step === 'importing'}
          dirty={dirty}
          onConfirm={blogImport.confirm}
          onCancel={blogImport.cancel}
        />
      )}
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/10 pt-5">
        <a
          href={EXPORT_PATH}
          download
          aria-describedby="site-export-contents"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          Download everything
        </a>
        <p id="site-export-contents" className="min-w-0 flex-1 text-sm text-zinc-400">
          A .zip of the whole site: the document, each post as Markdown with its front matter, and every upload. It
          imports back here, on this site or another.
        </p>
      </div>
    </Panel>
  );
}
