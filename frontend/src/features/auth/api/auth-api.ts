import { ApiError, getJson } from '@/lib/api-client';
import { sendJson } from '@/lib/send-json';

/** Sign-in checks a scrypt hash (~0.3 s); this leaves room for a slow link. */
export const AUTH_TIMEOUT_MS = 10_000;

export type SignInResult =
  | { outcome: 'signed-in' }
  | { outcome: 'rejected' }
  /** The password was right; the second factor is on, and its code is needed (or was wrong). */
  | { outcome: 'code-required' }
  | { outcome: 'code-rejected' }
  | { outcome: 'throttled'; retryAfterSeconds: number | undefined }
  | { outcome: 'unavailable' };

/** Signs in with the password, and the second factor's code when it is on. */
export async function signIn(username: string, password: string, code?: string): Promise<SignInResult> {
  try {
    const body = code === undefined ? { username, password } : { username, password, code };
    await sendJson('/api/auth/login', { method: 'POST', body, timeoutMs: AUTH_TIMEOUT_MS });
    return { outcome: 'signed-in' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && asksForCode(error.body)) {
      return { outcome: code === undefined ? 'code-required' : 'code-rejected' };
    }
    if (error.status === 401) return { outcome: 'rejected' };
    if (error.status === 429) return { outcome: 'throttled', retryAfterSeconds: retryAfter(error) };
    return { outcome: 'unavailable' };
  }
}

const asksForCode = (body: unknown) =>
  typeof body === 'object' && body !== null && 'secondFactor' in body && body.secondFactor === 'required';

/** The wait the API asked for: its `Retry-After` header, or the same number in its body. */
export function retryAfter(error: ApiError): number | undefined {
  if (error.retryAfterSeconds !== undefined) return error.retryAfterSeconds;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'retryAfterSeconds' in body) {
    const seconds = body.retryAfterSeconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return seconds;
  }
  return undefined;
}

/** Ends the server's session (and its cookie). Failing to reach the server is not an error here. */
export async function signOut(): Promise<void> {
  try {
    await sendJson('/api/auth/logout', { method: 'POST', body: {}, timeoutMs: AUTH_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Whether the session cookie is still good: 'signed-out' only when the server says so (401);
 * 'unknown' when it cannot be asked, and the editor's own calls will tell.
 */
export async function checkSession(signal?: AbortSignal): Promise<'signed-in' | 'signed-out' | 'unknown'> {
  try {
    await getJson('/api/auth/session', { timeoutMs: AUTH_TIMEOUT_MS, signal });
    return 'signed-in';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    if (signal?.aborted) throw error;
    return 'unknown';
  }
}
