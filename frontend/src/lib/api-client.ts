/**
 * Calls to `/api` that read JSON answers, on top of api-request.ts: its time-outs, and its
 * `ApiError`, which callers import from here with the calls.
 */
import { ApiError, request, type RequestOptions } from './api-request';

export { ApiError };

/** What an OK answer carried: its JSON body (undefined when there was none) and its headers. */
export interface JsonReply {
  body: unknown;
  headers: Headers;
}

/** An OK answer whose JSON is not of the form the caller reads (`what` names the form). */
export function unexpectedJson(path: string, what: string): ApiError {
  return new ApiError('not-json', `${path} answered JSON that is not ${what}`);
}

export const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

export async function readJson(path: string, response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) throw new ApiError('not-json', `${path} answered malformed JSON`);
    throw error;
  }
}

/** A non-OK answer as an `ApiError`, with its JSON body (if any) for the caller to explain. */
export async function statusError(path: string, response: Response): Promise<ApiError> {
  const body = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return new ApiError('status', `${path} answered ${response.status}`, {
    status: response.status,
    body,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
  });
}

/** `GET path`: its JSON body and headers; only an OK status with a JSON content type counts. */
export function getJsonReply(path: string, options: RequestOptions): Promise<JsonReply> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json' },
  };
  return request(path, init, options, async (response) => {
    if (!response.ok) throw await statusError(path, response);
    if (!isJson(response)) {
      const contentType = response.headers.get('content-type');
      throw new ApiError('not-json', `${path} answered ${contentType || 'no content type'}, not JSON`);
    }
    return { body: await readJson(path, response), headers: response.headers };
  });
}

/** `GET path` and its JSON body; only an OK status with a JSON content type counts. */
export async function getJson(path: string, options: RequestOptions): Promise<unknown> {
  return (await getJsonReply(path, options)).body;
}
