import { CircleAlert } from 'lucide-react';
import type { BackupStatus } from '../api/health-api';

/** Why backups are failing, in the server's words, above the tabs until a backup succeeds. */
export function BackupAlert({ backup }: { backup: BackupStatus | null }) {
  if (!backup?.error) return null;
  return (
    <div role="alert" className="mb-6 rounded-2xl border border-rose-400/30 bg-rose-500/10 p-4 text-sm text-rose-200">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        Backups need your attention
      </p>
      <p className="mt-2 pl-6">{backup.error}</p>
      <p className="mt-1 pl-6">This stays until a backup succeeds.</p>
    </div>
  );
}
