import { isJson, readJson, statusError, type JsonReply } from './api-client';
import { request, type RequestOptions } from './api-request';

// Apart from the reads: only the admin and the sign-in send, and the public page's script
// should not carry what it never runs.

export interface SendOptions extends RequestOptions {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, `{}` when there is nothing to say: the API refuses a changing request of any other type (415). */
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * `POST`, `PUT` or `DELETE path` with a JSON body. Resolves on an OK status with the reply (its body is
 * undefined when there is none, as for a 204); any other status is an `ApiError` that carries
 * the status, the JSON body the API explained it with, and `Retry-After`.
 */
export function sendJson(path: string, { method, body, headers, ...options }: SendOptions): Promise<JsonReply> {
  const init: RequestInit = {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  return request(path, init, options, async (response) => {
    if (!response.ok) throw await statusError(path, response);
    return { body: isJson(response) ? await readJson(path, response) : undefined, headers: response.headers };
  });
}
