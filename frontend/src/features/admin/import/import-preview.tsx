import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ImportAnswer, PlacedPost } from '../api/import-api';
import { postsToImport, summaryOf } from './import-messages';
import { PREVIEW_HEADING_ID } from './use-blog-import';

const STATUS_NAMES: Record<string, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  hidden: 'Hidden',
};
const OUTCOME_NAMES = { added: 'Added', renamed: 'Renamed', skipped: 'Skipped' } as const;
const OUTCOME_COLOURS = { added: 'text-zinc-300', renamed: 'text-amber-200', skipped: 'text-zinc-400' } as const;
const COLUMNS = ['Title', 'New address', 'Status', 'Date', 'What happens'];
const CELL = 'px-4 py-2';

const outcomeOf = ({ outcome, reason }: PlacedPost) =>
  reason ? `${OUTCOME_NAMES[outcome]}: ${reason}` : OUTCOME_NAMES[outcome];

/**
 * What importing a file would do, before anything changes: each post with the address it gets
 * and what happens to it, the counts, and what the owner should know (warnings). Confirming sends
 * the file again, to be imported.
 */
export function ImportPreview({
  fileName,
  answer,
  importing,
  dirty,
  onConfirm,
  onCancel,
}: {
  fileName: string;
  answer: ImportAnswer;
  importing: boolean;
  /** The editor holds unsaved changes, which the reload after the import replaces. */
  dirty: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = postsToImport(answer);
  return (
    <section aria-labelledby={PREVIEW_HEADING_ID} className="mt-6 space-y-4">
      <div>
        <h3 id={PREVIEW_HEADING_ID} tabIndex={-1} className="text-base font-semibold text-white focus:outline-none">
          What importing {fileName} would do
        </h3>
        <p className="mt-1 text-sm text-zinc-300">{summaryOf(answer)}. Nothing has changed yet.</p>
        {dirty && count > 0 && (
          <p className="mt-1 text-sm text-amber-200">Your unsaved changes in the editor will be replaced.</p>
        )}
      </div>
      {answer.posts.length > 0 && (
        // Scrolls sideways on a narrow screen: a box that scrolls one way scrolls both (CSS makes the
        // other axis auto too), and this class is one the site's stylesheet has already.
        <div className="overflow-y-auto rounded-xl border border-white/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The posts in {fileName}</caption>
            <thead className="text-xs text-zinc-400">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${CELL} font-medium`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10 text-zinc-300">
              {answer.posts.map((post, index) => (
                <tr key={index}>
                  <th scope="row" className={`${CELL} font-medium text-zinc-100`}>
                    {post.title}
                  </th>
                  <td className={`${CELL} font-mono text-xs`}>
                    {post.outcome === 'skipped' ? 'None' : `/blog/${post.slug}`}
                  </td>
                  <td className={CELL}>{STATUS_NAMES[post.status] ?? post.status}</td>
                  <td className={`${CELL} font-mono text-xs`}>{post.date}</td>
                  <td className={`${CELL} ${OUTCOME_COLOURS[post.outcome]}`}>{outcomeOf(post)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.warnings.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-white">Warnings</h4>
          <ul aria-label="Warnings" className="mt-2 space-y-1 text-sm text-amber-200">
            {answer.warnings.map((warning, index) => (
              <li key={index}>
                <span className="text-zinc-400">{warning.source}:</span> {warning.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {count > 0 ? (
          // aria-disabled, not disabled, so that focus stays on the button while it works.
          <Button onClick={onConfirm} aria-disabled={importing} className="aria-disabled:opacity-70">
            {importing && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {importing ? 'Importing…' : `Import ${count} ${count === 1 ? 'post' : 'posts'}`}
          </Button>
        ) : (
          <p className="text-sm text-zinc-400">Nothing to import: every post is skipped.</p>
        )}
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
