import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishProgress, PublishStep } from '@portfolio/contract';
import { Button } from '@/components/ui/button';
import { fullTime, timeAgo } from '@/lib/relative-time';
import type { PublishStatus } from '../api/health-api';
import { loadPublishProgress, publishNow } from '../api/publish-api';
import { HEALTH_QUERY_KEY } from './use-health-status';
import { formatBytes } from '../form/media-details';

const PUBLISH_QUERY_KEY = ['admin', 'publish'];
// Often enough to show a publish move along; the report is read again now and then otherwise.
const FOLLOW_MS = 1000;
const READ_AGAIN_MS = 10 * 60 * 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function movedText({ files, bytes }: NonNullable<PublishStatus['moved']>): string {
  if (files === 0) return 'nothing had changed';
  return `${files === 1 ? '1 file' : `${files} files`}, ${formatBytes(bytes)}`;
}

const STEPS: Record<PublishStep, (done: number, total: number) => string> = {
  rendering: () => 'making the pages',
  comparing: () => 'reading what the static host holds',
  sending: (done, total) => `sending ${done} of ${total} files`,
  placing: (done, total) => `putting ${done} of ${total} pages in place`,
  removing: (_done, total) => `removing ${total === 1 ? '1 file' : `${total} files`} the site no longer has`,
};

/**
 * The last publish to the static host, quietly in the footer (when, what it moved, how long), a
 * failing one's reason in an alert until a publish goes through, and 'Publish now', which follows
 * the publish it started step by step until it has ended. `publish` is what `/api/health` says;
 * the owner's own report (`GET /api/publish`) says more once read.
 */
export function LastPublish({ publish }: { publish: PublishStatus }) {
  const queryClient = useQueryClient();
  /** The attempt 'Publish now' asked for, until it has ended. */
  const [awaited, setAwaited] = useState<number | null>(null);
  const progress = useQuery({
    queryKey: PUBLISH_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<PublishProgress>(PUBLISH_QUERY_KEY);
      const read = await loadPublishProgress(signal);
      // The publish asked for has ended (or the API started anew, and it with it).
      setAwaited((attempt) => (attempt !== null && (read.attempts >= attempt || !read.running) ? null : attempt));
      if (before?.running && !read.running) void queryClient.invalidateQueries({ queryKey: HEALTH_QUERY_KEY });
      return read;
    },
    retry: false,
    refetchInterval: (query) => (awaited !== null || query.state.data?.running ? FOLLOW_MS : READ_AGAIN_MS),
    networkMode: 'always',
  });
  const asked = useMutation({
    mutationFn: publishNow,
    onSuccess: ({ settledBy, ...answer }) => {
      queryClient.setQueryData<PublishProgress>(PUBLISH_QUERY_KEY, answer);
      setAwaited(settledBy);
    },
  });
  const running = progress.data?.running ?? null;
  const following = asked.isPending || (awaited !== null && running !== null);
  const { last, moved, error } = progress.data ?? publish;
  // The owner's report says why; until it is read, health's says that it failed, and when.
  const failure = progress.data ? `The last publish failed: ${error} It is tried again by itself.` : error;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {last === null || moved === null ? (
        <span>Not published yet</span>
      ) : (
        <span>
          Last publish{' '}
          <time dateTime={last} title={fullTime(new Date(last))}>
            {timeAgo(new Date(last), new Date())}
          </time>
          : {movedText(moved)} in {seconds(moved.ms)}
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={() => asked.mutate()} disabled={following}>
        {following ? 'Publishing…' : 'Publish now'}
      </Button>
      {running && (
        <span role="status" className="basis-full">
          Publishing: {STEPS[running.step](running.done, running.total)}
        </span>
      )}
      {error !== null && !following && (
        <span role="alert" className="basis-full text-rose-300">
          {failure}
        </span>
      )}
      {asked.isError && (
        <span role="alert" className="basis-full text-rose-300">
          The server did not answer the publish: {asked.error.message}
        </span>
      )}
    </span>
  );
}
