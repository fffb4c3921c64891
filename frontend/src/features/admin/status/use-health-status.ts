import { useQuery } from '@tanstack/react-query';
import { loadHealthStatus, type HealthStatus } from '../api/health-api';

// Backups run at night and publishes follow saves: reading the report again now and then (and
// when the owner comes back to the tab) is enough for a failure to show, and for it to go.
const READ_AGAIN_MS = 10 * 60 * 1000;

export const HEALTH_QUERY_KEY = ['admin', 'health'];

const NOTHING_KNOWN: HealthStatus = { backup: null, publish: null };

/**
 * The backups and the publishing as the server last reported them, each null where the server
 * does none of it, and while the report cannot be had (the admin says nothing it does not know;
 * the last report it read stays).
 */
export function useHealthStatus(): HealthStatus {
  const query = useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => loadHealthStatus(signal),
    retry: false,
    refetchInterval: READ_AGAIN_MS,
    networkMode: 'always',
  });
  return query.data ?? NOTHING_KNOWN;
}
