import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ownerApi } from '../support';

/**
 * A 40-megapixel greyscale PNG of some 40 KB, one pixel of it set to `mark` so each is a new
 * upload: the API takes the better part of a second to make its copies.
 */
function largePng(mark: number): Buffer {
  const [width, height] = [8000, 5000];
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(typed), 4);
    return Buffer.concat([framing.subarray(0, 4), typed, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  rows[1] = mark;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('five uploads at once through nginx: three are made, two are answered 503 with Retry-After by the API and never stored', async () => {
  const owner = await ownerApi();
  const images = Array.from({ length: 5 }, (_, index) => largePng(100 + index));

  const answers = await Promise.all(
    images.map((buffer) =>
      owner.post('/api/media', { multipart: { file: { name: 'large.png', mimeType: 'image/png', buffer } } }),
    ),
  );

  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 201, 201, 503, 503]);
  for (const [index, answer] of answers.entries()) {
    if (answer.status() === 201) continue;
    // The API's answer, not nginx's: it says when to try again.
    expect(answer.headers()['retry-after']).toBe('5');
    expect(await answer.json()).toEqual({
      message: 'Other uploads are being made. Try again in a few seconds.',
      retryAfterSeconds: 5,
    });
    const id = createHash('sha256').update(images[index]!).digest('hex').slice(0, 32);
    expect((await owner.get(`/media/${id}-8000x5000-1280.webp`)).status()).toBe(404);
  }
  // Tried again, a refused one is taken.
  const refused = images[answers.findIndex((answer) => answer.status() === 503)]!;
  const again = await owner.post('/api/media', {
    multipart: { file: { name: 'large.png', mimeType: 'image/png', buffer: refused } },
  });
  expect(again.status()).toBe(201);
  await owner.dispose();
});
