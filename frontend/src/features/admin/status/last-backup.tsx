import { fullTime, timeAgo } from '@/lib/relative-time';
import type { BackupStatus } from '../api/health-api';

function whereKept(offsite: boolean | null): string {
  if (offsite === null) return 'on this server only (no off-site repository)';
  return offsite ? 'copied off-site' : 'not copied off-site';
}

/** When the last backup was made and whether it left the server, quietly, in the footer. */
export function LastBackup({ backup }: { backup: BackupStatus }) {
  if (backup.last === null) return <span>No backup yet</span>;
  const last = new Date(backup.last);
  return (
    <span>
      Last backup{' '}
      <time dateTime={backup.last} title={fullTime(last)}>
        {timeAgo(last, new Date())}
      </time>
      , {whereKept(backup.offsite)}
    </span>
  );
}
