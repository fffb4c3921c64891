import { vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => Promise<Response>;

/** Replaces `fetch` (the one boundary the tests cannot reach) with `handler`. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A server that never answers: like the real `fetch`, it only gives up when the call is aborted. */
export function neverAnswers(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
  });
}

/** What `fetch` does when the host cannot be reached. */
export function networkError(): Promise<Response> {
  return Promise.reject(new TypeError('fetch failed'));
}
