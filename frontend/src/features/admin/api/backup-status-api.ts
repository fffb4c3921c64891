import { isRecord, type BackupStatus } from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';

const TIMEOUT_MS = 8000;
const PATH = '/api/health';

export type { BackupStatus };

const isBackupStatus = (value: unknown): value is BackupStatus =>
  isRecord(value) &&
  (value.last === null || typeof value.last === 'string') &&
  (value.offsite === null || typeof value.offsite === 'boolean') &&
  (value.error === null || typeof value.error === 'string');

/** The nightly backups as `/api/health` reports them; null where the server schedules none. */
export async function loadBackupStatus(signal?: AbortSignal): Promise<BackupStatus | null> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || !(body.backup === null || isBackupStatus(body.backup)))
    throw unexpectedJson(PATH, 'a health answer');
  return body.backup;
}
