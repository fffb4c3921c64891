import { isRecord, type PublishAsked, type PublishProgress } from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';
import { isPublishStatus } from './health-api';

// The API answers at once, the publish going on after: no answer waits for the target.
const TIMEOUT_MS = 8000;
const PATH = '/api/publish';

const isRunning = (value: unknown) =>
  value === null ||
  (isRecord(value) &&
    typeof value.since === 'string' &&
    typeof value.step === 'string' &&
    Number.isFinite(value.done) &&
    Number.isFinite(value.total));

const isPublishProgress = (value: unknown): value is PublishProgress =>
  isPublishStatus(value) &&
  isRecord(value) &&
  (value.tried === null || typeof value.tried === 'string') &&
  Number.isFinite(value.attempts) &&
  isRunning(value.running);

/** The owner's 'Publish now': starts it, and answers which attempt is the one asked for. */
export async function publishNow(): Promise<PublishAsked> {
  const { body } = await sendJson(PATH, { method: 'POST', body: {}, timeoutMs: TIMEOUT_MS });
  if (!isPublishProgress(body) || !Number.isFinite((body as { settledBy?: unknown }).settledBy))
    throw unexpectedJson(PATH, 'a publish under way');
  return body as PublishAsked;
}

/** How the publishing goes, the owner's view: a failure's reason, the publish under way. */
export async function loadPublishProgress(signal?: AbortSignal): Promise<PublishProgress> {
  const body = await getJson(PATH, { timeoutMs: TIMEOUT_MS, signal });
  if (!isPublishProgress(body)) throw unexpectedJson(PATH, 'a publish progress');
  return body;
}
