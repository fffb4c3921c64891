/**
 * The one way the browser talks to `/api`: every call has a time-out, and every failure becomes an
 * `ApiError` that says why, so callers can fall back and explain it in one line.
 */

export type ApiFailure = 'timeout' | 'network' | 'status' | 'not-json';

export class ApiError extends Error {
  readonly reason: ApiFailure;
  readonly status: number | undefined;

  constructor(reason: ApiFailure, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.reason = reason;
    this.status = status;
  }
}

export interface RequestOptions {
  /** Abort the call, and report a time-out, after this many milliseconds. */
  timeoutMs: number;
  /** A caller's own signal (e.g. a query being cancelled); aborting it aborts the call. */
  signal?: AbortSignal | undefined;
}

/**
 * Runs `read` on the response of `fetch(path)` under one time-out that also covers reading the body.
 *
 * The time-out is an `AbortController` and a `setTimeout` rather than `AbortSignal.timeout()`:
 * the latter ignores fake timers in tests.
 */
async function request<T>(
  path: string,
  init: RequestInit,
  { timeoutMs, signal }: RequestOptions,
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
    const response = await fetch(path, { ...init, signal: controller.signal });
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

/** `GET path` and its JSON body; only an OK status with a JSON content type counts. */
export function getJson(path: string, options: RequestOptions): Promise<unknown> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  };
  return request(path, init, options, async (response) => {
    if (!response.ok) {
      throw new ApiError('status', `${path} answered ${response.status}`, response.status);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('json')) {
      throw new ApiError('not-json', `${path} answered ${contentType || 'no content type'}, not JSON`);
    }
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      if (error instanceof SyntaxError) throw new ApiError('not-json', `${path} answered malformed JSON`);
      throw error;
    }
  });
}

/** `GET path` for its status only: resolves on any OK status; the body is not read. */
export function getOk(path: string, options: RequestOptions): Promise<void> {
  return request(path, { method: 'GET' }, options, async (response) => {
    if (!response.ok) {
      throw new ApiError('status', `${path} answered ${response.status}`, response.status);
    }
  });
}
