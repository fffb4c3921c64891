import { fieldErrorsOf, isPortfolio, pickPortfolio, type FieldError, type Portfolio } from '@portfolio/contract';
import { ApiError } from '@/lib/api-client';
import { sendJson, type SendOptions } from '@/lib/send-json';
import type { StoredPortfolio } from './load-portfolio';

/** A save is abandoned after 10 s, so the owner can retry; the draft keeps the edits. */
export const SAVE_TIMEOUT_MS = 10_000;

/**
 * Sends what changes a stored version (a save, a restore, a deletion) with the version it was made
 * from as `If-Match` (none when there is none yet), abandoned after `SAVE_TIMEOUT_MS`.
 */
export const sendGuarded = (path: string, method: SendOptions['method'], body: unknown, etag: string) =>
  sendJson(path, { method, body, headers: etag ? { 'if-match': etag } : {}, timeoutMs: SAVE_TIMEOUT_MS });

export type SaveResult =
  | ({ outcome: 'saved' } & StoredPortfolio)
  /** 400: the server's reasons, field by field. */
  | { outcome: 'invalid'; errors: FieldError[] }
  /** 401 */
  | { outcome: 'session-expired' }
  /** 412: someone saved another version since this one was loaded. */
  | { outcome: 'conflict' }
  /** Any other status (503 when the database is down, a proxy's 502…). */
  | { outcome: 'unavailable' }
  | { outcome: 'timeout' }
  /** The server could not be reached at all. */
  | { outcome: 'offline' };

/**
 * `PUT /api/landing` with the landing page's content, guarded by the version it was edited from.
 * It never carries posts (`blogs: []`): each is saved on its own, and a save stays small however many there are.
 */
export function savePortfolio(portfolio: Portfolio, etag: string): Promise<SaveResult> {
  const sent = { ...pickPortfolio(portfolio), blogs: [] };
  return storeVersion('/api/landing', { method: 'PUT', body: sent, etag }, sent);
}

/**
 * Sends a request whose success stores a new version (a save, a restore) and says how it went.
 * `expected` is what the version holds, should the answer not say.
 */
export async function storeVersion(
  path: string,
  { method, body, etag }: { method: 'PUT' | 'POST'; body: unknown; etag: string },
  expected?: Portfolio,
): Promise<SaveResult> {
  try {
    const reply = await sendGuarded(path, method, body, etag);
    const stored = isPortfolio(reply.body) ? pickPortfolio(reply.body) : expected;
    if (!stored) return { outcome: 'unavailable' };
    return { outcome: 'saved', portfolio: stored, etag: reply.headers.get('etag') ?? '' };
  } catch (error) {
    return failedSave(error, fieldErrorsOf);
  }
}

/**
 * A request of a save that failed, as the save's outcome; `invalid` reads a 400's reasons from its
 * body. What is not an `ApiError` is a bug, and is thrown on.
 */
export function failedSave(error: unknown, invalid: (body: unknown) => FieldError[]): SaveResult {
  if (!(error instanceof ApiError)) throw error;
  if (error.reason === 'timeout') return { outcome: 'timeout' };
  if (error.reason === 'network') return { outcome: 'offline' };
  switch (error.status) {
    case 400:
      return { outcome: 'invalid', errors: invalid(error.body) };
    case 401:
      return { outcome: 'session-expired' };
    case 412:
      return { outcome: 'conflict' };
    default:
      return { outcome: 'unavailable' };
  }
}
