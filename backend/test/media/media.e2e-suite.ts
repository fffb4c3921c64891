import { BODY_LIMIT_BYTES, imageWidths, MEDIA_MAX_BYTES, parseMediaFile } from '@portfolio/contract';
import sharp from 'sharp';
import { mediaHarness } from './media-harness';
import { HTML, hugePng, image, pdf, phonePhoto, SVG, trailers, ZIP } from '../support/media-samples';

const { site, http, upload, storedCounts } = mediaHarness();

describe('POST /api/media: what is refused, with nothing stored', () => {
  const jpeg = () => phonePhoto(400, 300);
  const corpus: [string, () => Promise<Buffer> | Buffer, { name?: string; type?: string }, number, RegExp][] = [
    [
      'a file of no known kind',
      () => Buffer.from('just some words, not a picture'),
      {},
      415,
      /JPEG, PNG, WebP or AVIF/,
    ],
    ['an empty file', () => Buffer.alloc(0), { name: 'photo.jpg', type: 'image/jpeg' }, 415, /not one the site takes/],
    [
      'a truncated JPEG',
      async () => (await jpeg()).subarray(0, 5000),
      { name: 'photo.jpg' },
      422,
      /damaged or incomplete/,
    ],
    [
      'a PNG with a ZIP after it',
      async () => Buffer.concat([await image('png'), ZIP]),
      {},
      422,
      /other data after its end/,
    ],
    ['a JPEG with a ZIP after it', async () => Buffer.concat([await jpeg(), ZIP]), {}, 422, /other data after its end/],
    ['an SVG with a script', () => SVG, { name: 'logo.svg', type: 'image/svg+xml' }, 415, /not one the site takes/],
    ['HTML named .jpg', () => HTML, { name: 'photo.jpg', type: 'image/jpeg' }, 415, /not one the site takes/],
    [
      'a 50,000 × 50,000 PNG',
      () => hugePng(50_000, 50_000),
      {},
      422,
      /50000 × 50000 pixels; the most is 40 megapixels/,
    ],
    ['a PDF over 5 MB', () => pdf(5 * 1024 * 1024), { type: 'application/pdf' }, 413, /at most 5 MB/],
    ['a PDF with no trailer', () => pdf().subarray(0, 200), {}, 422, /PDF is damaged or incomplete/],
    ['a PDF with a page of HTML after it', () => Buffer.concat([pdf(), HTML]), {}, 422, /PDF has other data/],
    ['a file over 10 MB', () => Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), {}, 413, /larger than 10 MB/],
  ];

  it.each(corpus)('%s', async (_name, bytes, declared, status, message) => {
    const response = await upload(await bytes(), declared).expect(status);

    expect(response.body.message).toMatch(message);
    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });

  it('refuses an upload without a session, from another site, or not as multipart/form-data', async () => {
    const photo = await jpeg();
    await http().post('/api/media').attach('file', photo, 'photo.jpg').expect(401);
    await http()
      .post('/api/media')
      .set('Cookie', 'portfolio_session=stale')
      .attach('file', photo, 'photo.jpg')
      .expect(401);
    await upload(photo).set('Origin', 'https://evil.example').expect(403);
    await upload(photo).set('Sec-Fetch-Site', 'cross-site').expect(403);
    const plain = await http()
      .post('/api/media')
      .set('Cookie', site.cookie)
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(plain.body.message).toMatch(/multipart\/form-data, in the field "file"/);
    await http()
      .post('/api/media')
      .set('Cookie', site.cookie)
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(415);

    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });

  it('refuses two files, another field, or no file', async () => {
    const photo = await jpeg();
    await upload(photo).attach('file', photo, 'again.jpg').expect(400);
    await upload(photo).field('name', 'me').expect(400);
    await http().post('/api/media').set('Cookie', site.cookie).attach('picture', photo, 'photo.jpg').expect(400);
    await http().post('/api/media').set('Cookie', site.cookie).field('file', 'not a file').expect(400);

    expect(await storedCounts()).toEqual({ media: 0, files: 0 });
  });

  it('keeps the JSON body limit on every other route', async () => {
    const large = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) });
    await http()
      .put('/api/portfolio')
      .set('Cookie', site.cookie)
      .set('Content-Type', 'application/json')
      .send(large)
      .expect(413);
  });
});

describe('POST /api/media: images', () => {
  it('answers 201 with the upload, and serves upright WebP copies without EXIF at every width', async () => {
    // Stored 3000 × 1600, shown turned a quarter (orientation 6): 1600 × 3000.
    const photo = await phonePhoto(3000, 1600, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from([0x88, 0x25])) || photo.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload(photo, { name: 'IMG_0001.JPG', type: 'image/jpeg' }).expect(201);

    const { id, url } = response.body as { id: string; url: string };
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/media/${id}-1600x3000-1280.webp`,
      kind: 'image',
      type: 'image/jpeg',
      bytes: photo.length,
      width: 1600,
      height: 3000,
    });
    expect(imageWidths(1600)).toEqual([320, 640, 960, 1280]);
    for (const width of imageWidths(1600)) {
      const copy = await http().get(`/media/${id}-1600x3000-${width}.webp`).buffer(true).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(copy.headers['x-content-type-options']).toBe('nosniff');
      const served = await sharp(copy.body as Buffer).metadata();
      expect(served).toMatchObject({ format: 'webp', width, height: Math.round((3000 * width) / 1600) });
      expect(served.exif).toBeUndefined();
      expect((copy.body as Buffer).includes(Buffer.from('Exif'))).toBe(false);
    }
    expect(url).toBe(`/media/${id}-1600x3000-1280.webp`);
  });

  it.each(['png', 'webp', 'avif'] as const)('takes a %s, never copied wider than it is', async (format) => {
    const bytes = await image(format, 500, 250);
    const response = await upload(bytes).expect(201);

    expect(response.body).toMatchObject({ kind: 'image', type: `image/${format}`, width: 500, height: 250 });
    const names = await site.database.query<{ name: string }>('SELECT name FROM media_file ORDER BY name');
    expect(names.map(({ name }) => parseMediaFile(name)?.copyWidth).sort()).toEqual([320, 500]);
    await http().get(response.body.url).expect(200);
  });

  it('stores the same bytes once, whatever they are called', async () => {
    const photo = await phonePhoto(800, 600);
    const first = await upload(photo, { name: 'a.jpg' }).expect(201);
    const second = await upload(photo, { name: 'b.jpeg' }).expect(201);

    expect(second.body).toEqual(first.body);
    expect(await storedCounts()).toEqual({ media: 1, files: 3 });
  });
});

describe('POST /api/media: PDFs', () => {
  it('stores a PDF as given and serves it as a download no page can run', async () => {
    const bytes = pdf(1000);
    const response = await upload(bytes, { name: 'cv.pdf', type: 'application/pdf' }).expect(201);

    const { id } = response.body as { id: string };
    expect(response.body).toEqual({
      id,
      url: `/media/${id}.pdf`,
      kind: 'pdf',
      type: 'application/pdf',
      bytes: bytes.length,
      width: null,
      height: null,
    });
    const served = await http().get(`/media/${id}.pdf`).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('takes a PDF whose cross-reference section is a stream', async () => {
    const head = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
    const body = `${head}2 0 obj\n<< /Type /XRef /Size 3 /Root 1 0 R /W [1 2 1] >>\nstream\n\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`;
    await upload(Buffer.from(body, 'latin1')).expect(201);
  });

  // Each `trailer<<` once sent the check over the rest of the file again: seconds of the API's one
  // thread for 300 KB, hours for 5 MB, with no other request answered meanwhile.
  it.each([
    ['300 KB', 300 * 1024],
    ['5 MB', MEDIA_MAX_BYTES.pdf],
  ])('judges %s of `trailer<<` in moments, and answers a ping meanwhile', async (_size, bytes) => {
    const started = Date.now();

    const [judged] = await Promise.all([upload(trailers(bytes)), http().get('/api/ping').expect(200)]);

    expect(judged.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a PDF over 5 MB by its size, before its structure is judged', async () => {
    const response = await upload(Buffer.concat([pdf(), Buffer.alloc(MEDIA_MAX_BYTES.pdf)])).expect(413);

    expect(response.body.message).toMatch(/at most 5 MB/);
  });
});

describe('GET /media/…', () => {
  it('answers 404 for a file that is not stored, or a name this site never gives', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    for (const name of [
      `${id}.pdf`,
      `${id}-800x600-640.webp`,
      `${id}-800x600-700.webp`,
      'x.svg',
      '..%2Fetc%2Fpasswd',
    ]) {
      const response = await http().get(`/media/${name}`).expect(404);
      expect(response.body.message).toBe('There is no such file.');
    }
  });

  // nginx gives the sandboxing policy to `/media/….pdf` exactly: no other spelling may serve a PDF.
  it('answers 404 for a stored PDF asked for by another spelling of its address', async () => {
    const url = (await upload(pdf()).expect(201)).body.url as string;

    for (const spelling of [`${url}/`, url.replace('/media/', '/MEDIA/'), url.replace('.pdf', '.PDF')]) {
      await http().get(spelling).expect(404);
    }
    await http().get(url).expect(200);
  });
});
