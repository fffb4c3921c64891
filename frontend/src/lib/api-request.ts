/**
 * The one way the browser talks to `/api`: every call has a time-out, and every failure becomes an
 * `ApiError` that says why, so callers can fall back and explain it in one line. The public page's
 * ping needs only this file; reading JSON answers is in api-client.ts, which the page does not load.
 */

export type ApiFailure = 'timeout' | 'network' | 'status' | 'not-json';

export interface ApiErrorDetails {
  /** The HTTP status, for `reason: 'status'`. */
  status?: number | undefined;
  /** The answer's JSON body, when it had one (e.g. `{message, errors}`). */
  body?: unknown;
  /** The answer's `Retry-After`, in seconds, when it sent one. */
  retryAfterSeconds?: number | undefined;
}

export class ApiError extends Error {
  readonly reason: ApiFailure;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(reason: ApiFailure, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.reason = reason;
    this.status = details.status;
    this.body = details.body;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export interface RequestOptions {
  /** Abort the call, and report a time-out, after this many milliseconds. */
  timeoutMs: number;
  /** A caller's own signal (e.g. a query being cancelled); aborting it aborts the call. */
  signal?: AbortSignal | undefined;
  /** fetch's credentials mode; its default, 'same-origin', already sends the session cookie to /api. */
  credentials?: RequestCredentials | undefined;
}

/**
 * Runs `read` on the response of `fetch(path)` under one time-out that also covers reading the body.
 *
 * The time-out is an `AbortController` and a `setTimeout` rather than `AbortSignal.timeout()`:
 * the latter ignores fake timers in tests.
 */
export async function request<T>(
  path: string,
  init: RequestInit,
  { timeoutMs, signal, credentials }: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(path, { ...init, ...(credentials && { credentials }), signal: controller.signal });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('timeout', `${path} did not answer within ${timeoutMs} ms`);
    if (signal?.aborted) throw error;
    throw new ApiError('network', `${path} could not be reached (${describe(error)})`);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `GET path` for its status only: resolves on any OK status; the body is not read. */
export function getOk(path: string, options: RequestOptions): Promise<void> {
  return request(path, { method: 'GET' }, options, async (response) => {
    // Cancelled rather than left unread: an unread body keeps the request open in the browser
    // (Chrome shows it pending, and the network never goes idle).
    void response.body?.cancel().catch(() => {});
    if (!response.ok) {
      throw new ApiError('status', `${path} answered ${response.status}`, { status: response.status });
    }
  });
}
