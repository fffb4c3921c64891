import { isRecord, type BackupStatus, type PublishStatus } from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';

const TIMEOUT_MS = 8000;
const PATH = '/api/health';

export type { BackupStatus, PublishStatus };

/** What the admin shows of `/api/health`: each null where the server does none of it. */
export interface HealthStatus {
  backup: BackupStatus | null;
  publish: PublishStatus | null;
}

const isBackupStatus = (value: unknown): value is BackupStatus =>
  isRecord(value) &&
  (value.last === null || typeof value.last === 'string') &&
  (value.offsite === null || typeof value.offsite === 'boolean') &&
  (value.error === null || typeof value.error === 'string');

export const isPublishStatus = (value: unknown): value is PublishStatus =>
  isRecord(value) &&
  (value.last === null || typeof value.last === 'string') &&
  (value.ok === null || typeof value.ok === 'boolean') &&
  (value.error === null || typeof value.error === 'string') &&
  (value.moved === null ||
    (isRecord(value.moved) && [value.moved.files, value.moved.bytes, value.moved.ms].every(Number.isFinite)));

/**
 * The nightly backups and the publishing to a static host as `/api/health` reports them. A server
 * of a release before publishing says nothing of it: null.
 */
export async function loadHealthStatus(signal?: AbortSignal): Promise<HealthStatus> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  const publish = isRecord(body) ? (body.publish ?? null) : null;
  if (
    !isRecord(body) ||
    !(body.backup === null || isBackupStatus(body.backup)) ||
    !(publish === null || isPublishStatus(publish))
  )
    throw unexpectedJson(PATH, 'a health answer');
  return { backup: body.backup, publish };
}
