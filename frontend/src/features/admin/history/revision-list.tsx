import type { RevisionPage } from '@portfolio/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { RevisionSummary } from '../api/revisions-api';
import { fullTime, timeAgo } from '@/lib/relative-time';

/** The version an ETag names (`"12-…"`, weak through a proxy), if it names one. */
const versionOf = (etag: string) => /^(?:W\/)?"(\d+)[-"]/.exec(etag)?.[1];

/**
 * The versions saves replaced, newest first, a page at a time: when, and what the save after each
 * changed. The list is read anew each time it is shown. The document's and each post's history
 * list alike: `list` reads a page, `labelOf` names a changed part as the editor does.
 */
export function RevisionList({
  name,
  currentEtag,
  current: currentText,
  list,
  labelOf,
  opening,
  onView,
}: {
  /** Whose history (the document's, a post's id): the list is cached apart for each. */
  name: string;
  currentEtag: string;
  /** What the current version is, under its number. */
  current: string;
  list: (before: number | undefined, signal: AbortSignal) => Promise<RevisionPage>;
  labelOf: (changed: string) => string;
  /** The version being opened, whose button says so. */
  opening: number | undefined;
  onView: (version: number) => void;
}) {
  const query = useInfiniteQuery({
    queryKey: ['admin', 'revisions', name, currentEtag],
    queryFn: ({ pageParam, signal }) => list(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
    gcTime: 0,
    networkMode: 'always',
  });
  const now = new Date();
  const current = versionOf(currentEtag);

  if (query.isPending) return <p className="text-sm text-zinc-400">Loading history...</p>;
  if (query.isError && !query.data) {
    return <RetryAlert onRetry={() => void query.refetch()}>The history could not be loaded.</RetryAlert>;
  }
  const revisions = query.data.pages.flatMap((page) => page.revisions);

  return (
    <div>
      <ol aria-label="Saved versions" className="divide-y divide-white/5 rounded-xl border border-white/10">
        <li className="flex items-center justify-between gap-3 px-4 py-3">
          <div>
            <p className="text-sm font-medium text-white">{current ? `Version ${current}` : 'This version'}</p>
            <p className="text-sm text-zinc-400">{currentText}</p>
          </div>
          <span className="rounded-full bg-emerald-400/10 px-2.5 py-0.5 text-xs font-medium text-emerald-300">
            Current
          </span>
        </li>
        {revisions.map((revision) => (
          <RevisionRow
            key={revision.version}
            revision={revision}
            now={now}
            opening={opening === revision.version}
            labelOf={labelOf}
            onView={onView}
          />
        ))}
      </ol>
      {revisions.length === 0 && (
        <p className="mt-3 text-sm text-zinc-400">No earlier versions yet. Each save keeps the one it replaces.</p>
      )}
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Show older versions'}
        </Button>
      )}
    </div>
  );
}

function RevisionRow({
  revision,
  now,
  opening,
  labelOf,
  onView,
}: {
  revision: RevisionSummary;
  now: Date;
  opening: boolean;
  labelOf: (changed: string) => string;
  onView: (version: number) => void;
}) {
  const savedAt = new Date(revision.savedAt);
  const changed = revision.changed.map(labelOf);
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-white">Version {revision.version}</p>
        <p className="text-sm text-zinc-400">
          <time dateTime={revision.savedAt} title={fullTime(savedAt)}>
            {timeAgo(savedAt, now)}
          </time>
          {changed.length > 0 && <> · Changed: {changed.join(', ')}</>}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={opening}
        aria-label={`View version ${revision.version}`}
        onClick={() => onView(revision.version)}
      >
        {opening ? 'Opening...' : 'View'}
      </Button>
    </li>
  );
}
