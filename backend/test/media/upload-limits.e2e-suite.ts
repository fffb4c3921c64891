import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { DEFAULT_UPLOAD_LIMITS, UPLOAD_LIMITS, type UploadLimits } from '../../src/media/upload-limits';
import { mediaHarness } from './media-harness';
import { image } from '../support/media-samples';

const withLimits = (limits: Partial<UploadLimits>) => [
  { provide: UPLOAD_LIMITS, useValue: { ...DEFAULT_UPLOAD_LIMITS, ...limits } },
];

/**
 * An upload whose body starts and never ends, as from a client on a stalled line: the API lets
 * it in once it has read its headers. `outcome` says what the API did with the connection, and
 * `cutOff` closes it as a client that gives up.
 */
async function stalledUpload(server: Server, cookie: string) {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const boundary = 'stalled-upload';
  const request = httpRequest({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    method: 'POST',
    path: '/api/media',
    headers: {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': 1024 * 1024,
    },
  });
  const outcome = new Promise<string>((resolve) => {
    request.once('error', () => resolve('cut off'));
    request.once('response', (response) => resolve(`answered ${response.statusCode}`));
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  request.write(Buffer.alloc(4096));
  return { outcome, cutOff: () => request.destroy() };
}

/** The image processes this test's API has running. */
function imageProcesses(): string[] {
  return readdirSync('/proc').filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-process');
    } catch {
      return false;
    }
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const started = Date.now(); !(await condition()); await sleep(50)) {
    if (Date.now() - started > 5000) throw new Error(`Not within 5 s: ${what}`);
  }
}

// Not a file the site takes: admitted, it is refused with a 415, and nothing is stored either way.
const probeWith = (upload: ReturnType<typeof mediaHarness>['upload']) => () =>
  upload(Buffer.from('plain words'), { name: 'notes.txt' });

describe('POST /api/media while one upload fills the queue', () => {
  // A deadline no test reaches: the stalled upload holds its place until its client goes.
  const { site, upload, storedCounts } = mediaHarness(withLimits({ waiting: 0, deadlineMs: 60_000 }));
  const probe = probeWith(upload);

  it('answers 503 with Retry-After, reading and storing nothing, until the upload in the queue is over', async () => {
    const stalled = await stalledUpload(site.api.app.getHttpServer() as Server, site.cookie);
    try {
      await until(async () => (await probe()).status === 503, 'the stalled upload is let in');

      const refused = await probe().expect(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toEqual({
        message: 'Other uploads are being made. Try again in a few seconds.',
        retryAfterSeconds: 5,
      });
      expect(await storedCounts()).toEqual({ media: 0, files: 0 });
    } finally {
      // Its client gone, the stalled upload gives its place back.
      stalled.cutOff();
    }
    await until(async () => (await probe()).status === 415, 'the queue has room again');
  });

  it('refuses with 422 an image whose decoding outgrows the image process’s memory ceiling, and stores nothing', async () => {
    // 40 megapixels, within the pixel limit, in a 1 KB AVIF: decoding it takes some 750 MB.
    const avif = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#3366cc' } })
      .avif({ effort: 0 })
      .toBuffer();

    const response = await upload(avif).expect(422);

    expect(response.body.message).toBe(
      'This image takes more than 300 MB of memory to read. Make it smaller, or save it as a JPEG, and upload it again.',
    );
    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });
});

describe('POST /api/media whose body is still arriving at its deadline', () => {
  const { site, upload, storedCounts } = mediaHarness(withLimits({ waiting: 0, deadlineMs: 3000 }));
  const probe = probeWith(upload);

  it('cuts off an upload whose body is still arriving at its deadline, and gives its place back', async () => {
    const stalled = await stalledUpload(site.api.app.getHttpServer() as Server, site.cookie);

    const outcome = await Promise.race([stalled.outcome, sleep(5000, 'still open after 5 s')]);
    stalled.cutOff();

    expect(outcome).toBe('cut off');
    await until(async () => (await probe()).status === 415, 'the queue has room again');
    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });
});

describe('POST /api/media past its deadline', () => {
  // Shorter than any image takes to be made.
  const { upload, storedCounts } = mediaHarness(withLimits({ deadlineMs: 150 }));

  it('answers 503 with Retry-After, stops the image process, and never stores the upload', async () => {
    // Small in bytes, so it is received long before its deadline even on a busy machine (a body
    // still arriving then is cut off: another test), and slow to make: 24 megapixels to decode.
    const picture = await image('png', 6000, 4000);

    const response = await upload(picture).expect(503);

    expect(response.headers['retry-after']).toBe('5');
    expect(response.body.message).toBe('This upload took too long and was not stored. Try again in a few seconds.');
    await until(() => imageProcesses().length === 0, 'no image process runs');
    // Longer than the rest of the work would have taken, had it gone on.
    await sleep(1500);
    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });
});
