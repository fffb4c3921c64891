import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, networkError } from '@/test/fetch';
import { ApiError, getJsonReply } from './api-client';
import { sendJson } from './send-json';

const options = { timeoutMs: 1000 };

describe('sendJson', () => {
  it('sends the body as JSON with the extra headers, and reads a JSON answer', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ ok: true }, 200, { etag: '"7"' }));
    const reply = await sendJson('/api/thing', {
      method: 'PUT',
      body: { a: 1 },
      headers: { 'if-match': '"6"' },
      ...options,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('if-match')).toBe('"6"');
    expect(reply.body).toEqual({ ok: true });
    expect(reply.headers.get('etag')).toBe('"7"');
  });

  it('resolves a 204 with no body', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    expect((await sendJson('/api/auth/logout', { method: 'POST', body: {}, ...options })).body).toBeUndefined();
  });

  it("turns another status into an ApiError with the API's explanation and Retry-After", async () => {
    mockFetch(async () => jsonResponse({ message: 'Too many' }, 429, { 'retry-after': '900' }));
    const error = await sendJson('/api/auth/login', { method: 'POST', body: {}, ...options }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      reason: 'status',
      status: 429,
      body: { message: 'Too many' },
      retryAfterSeconds: 900,
    });
  });

  it('reports a failed connection as a network failure', async () => {
    mockFetch(networkError);
    await expect(sendJson('/api/x', { method: 'POST', body: {}, ...options })).rejects.toMatchObject({
      reason: 'network',
    });
  });
});

describe('getJsonReply', () => {
  it('gives the headers with the body, e.g. the ETag', async () => {
    mockFetch(async () => jsonResponse([1], 200, { etag: 'W/"3"' }));
    const reply = await getJsonReply('/api/portfolio', options);
    expect(reply.body).toEqual([1]);
    expect(reply.headers.get('etag')).toBe('W/"3"');
  });

  it('asks for JSON, and says nothing of a body it does not send', async () => {
    const fetchMock = mockFetch(async () => jsonResponse([1]));
    await getJsonReply('/api/portfolio', options);

    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('content-type')).toBe(false);
  });
});
