import type { PublishStatus } from '@portfolio/contract';
import { sendJson } from '@/lib/send-json';
import { isPublishStatus } from './health-api';
import { unexpectedJson } from '@/lib/api-client';

// A whole publish of a large site to a far target takes a while: the answer comes when it ends.
const TIMEOUT_MS = 5 * 60 * 1000;
const PATH = '/api/publish';

/** The owner's 'Publish now': answers how that publish went once it has ended. */
export async function publishNow(): Promise<PublishStatus> {
  const { body } = await sendJson(PATH, { method: 'POST', body: {}, timeoutMs: TIMEOUT_MS });
  if (!isPublishStatus(body)) throw unexpectedJson(PATH, 'a publish status');
  return body;
}
