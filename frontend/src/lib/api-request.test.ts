import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { getOk } from './api-request';

const options = { timeoutMs: 1000 };

describe('getOk', () => {
  /** An answer whose body records whether it was read or cancelled. */
  function answer(status: number) {
    const body = { pulled: false, cancelled: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          body.pulled = true;
        },
        cancel() {
          body.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    return { body, response: new Response(stream, { status }) };
  }

  it('resolves on an OK status and cancels the body instead of reading it', async () => {
    const { body, response } = answer(200);
    mockFetch(async () => response);
    await expect(getOk('/api/ping', options)).resolves.toBeUndefined();
    expect(body).toEqual({ pulled: false, cancelled: true });
  });

  it('cancels the body of a failed answer too', async () => {
    const { body, response } = answer(503);
    mockFetch(async () => response);
    await expect(getOk('/api/ping', options)).rejects.toMatchObject({ reason: 'status', status: 503 });
    expect(body).toEqual({ pulled: false, cancelled: true });
  });
});
