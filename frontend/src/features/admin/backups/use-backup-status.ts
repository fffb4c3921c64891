import { useQuery } from '@tanstack/react-query';
import { loadBackupStatus, type BackupStatus } from '../api/backup-status-api';

// Backups run at night: reading the report again now and then (and when the owner comes back to
// the tab) is enough for a failure to show, and for it to go once a backup succeeds.
const READ_AGAIN_MS = 10 * 60 * 1000;

/**
 * The backups as the server last reported them, or null: where none are scheduled, and while the
 * report cannot be had (the admin says nothing it does not know; the last report it read stays).
 */
export function useBackupStatus(): BackupStatus | null {
  const query = useQuery({
    queryKey: ['admin', 'backup'],
    queryFn: ({ signal }) => loadBackupStatus(signal),
    retry: false,
    refetchInterval: READ_AGAIN_MS,
    networkMode: 'always',
  });
  return query.data ?? null;
}
