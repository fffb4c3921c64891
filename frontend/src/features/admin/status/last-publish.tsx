import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { fullTime, timeAgo } from '@/lib/relative-time';
import type { PublishStatus } from '../api/health-api';
import { publishNow } from '../api/publish-api';
import { HEALTH_QUERY_KEY } from './use-health-status';
import { formatBytes } from '../form/media-details';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function movedText({ files, bytes }: NonNullable<PublishStatus['moved']>): string {
  if (files === 0) return 'nothing had changed';
  return `${files === 1 ? '1 file' : `${files} files`}, ${formatBytes(bytes)}`;
}

/**
 * The last publish to the static host, quietly in the footer (when, what it moved, how long), a
 * failing one's reason in an alert until a publish goes through, and 'Publish now'.
 */
export function LastPublish({ publish }: { publish: PublishStatus }) {
  const queryClient = useQueryClient();
  const asked = useMutation({
    mutationFn: publishNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: HEALTH_QUERY_KEY }),
  });
  const { last, moved, error } = publish;
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
      <Button variant="ghost" size="sm" onClick={() => asked.mutate()} disabled={asked.isPending}>
        {asked.isPending ? 'Publishing…' : 'Publish now'}
      </Button>
      {error !== null && (
        <span role="alert" className="basis-full text-rose-300">
          The last publish failed: {error} It is tried again by itself.
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
