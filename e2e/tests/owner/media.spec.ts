import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, request, test } from '@playwright/test';
import { BODY_LIMIT_BYTES } from '@portfolio/contract';
import { DEFAULT_PORTFOLIO, baseUrl, ownerApi, signedIn, storeDocument } from '../support';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
// A phone's photo: stored 800 × 600 and turned a quarter by its EXIF orientation, with a GPS position.
const PHOTO = join(FIXTURES, 'portrait.jpg');
const RESUME = join(FIXTURES, 'resume.pdf');

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

const visitorPortrait = (page: Page) =>
  page.getByRole('img', { name: `Portrait of ${DEFAULT_PORTFOLIO.personalInfo.name}` });

test('the owner uploads a portrait, a resume and a project image; after Save Changes a visitor sees and downloads them', async ({
  page,
  browser,
}) => {
  await signedIn(page);
  await page.getByLabel('Portrait').setInputFiles(PHOTO);
  await expect(page.getByText(/^JPEG · 17 KB · 600 × 800 px$/)).toBeVisible();
  await page.getByLabel('Resume (PDF)').setInputFiles(RESUME);
  await expect(page.getByText(/^PDF · 1 KB$/)).toBeVisible();
  await page.getByRole('tab', { name: /^Projects/ }).click();
  await page.getByLabel('Image').first().setInputFiles(PHOTO);
  await expect(page.getByText(/^JPEG · 17 KB · 600 × 800 px$/)).toBeVisible();

  // Uploaded, but only in the draft: visitors still get the built-in files.
  const visitor = await request.newContext({ baseURL: baseUrl() });
  expect((await (await visitor.get('/api/portfolio')).json()).personalInfo.portrait).toBe('');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Data saved successfully!')).toBeVisible();

  // nginx keeps the document for a second.
  const read = async () => (await (await visitor.get('/api/portfolio')).json()) as typeof DEFAULT_PORTFOLIO;
  await expect.poll(async () => (await read()).personalInfo.portrait, { timeout: 5000 }).not.toBe('');
  const saved = await read();
  expect(saved.personalInfo.portrait).toMatch(/^\/media\/[0-9a-f]{32}-600x800-600\.webp$/);
  expect(saved.personalInfo.resume).toMatch(/^\/media\/[0-9a-f]{32}\.pdf$/);
  expect(saved.projects[0]!.image).toBe(saved.personalInfo.portrait);

  // The page as a visitor gets it: the HTML already names the portrait, and previews use it.
  await expect
    .poll(async () => (await (await visitor.get('/')).text()).includes(saved.personalInfo.portrait), { timeout: 5000 })
    .toBe(true);
  const html = await (await visitor.get('/')).text();
  expect(html).toContain(`<meta property="og:image" content="${new URL(saved.personalInfo.portrait, baseUrl()).href}"`);
  expect(html).toMatch(/<link rel="preload" as="image" [^>]*imagesrcset="\/media\//);

  const guest = await browser.newPage();
  await guest.goto(`${baseUrl()}/`);
  const portrait = visitorPortrait(guest);
  await expect(portrait).toHaveAttribute('width', '600');
  await expect(portrait).toHaveAttribute('height', '800');
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/.*\.webp$/);

  const projectImage = guest.locator('#projects article').first().locator('img');
  await projectImage.scrollIntoViewIfNeeded();
  await expect.poll(() => projectImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('link', { name: 'Download Resume' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${DEFAULT_PORTFOLIO.personalInfo.name} - Resume.pdf`);
  expect(readFileSync((await download.path())!)).toEqual(readFileSync(RESUME));
  await guest.close();
  await visitor.dispose();
});

test('uploads through nginx: served for good without EXIF, PDFs as sandboxed downloads, large bodies on this route only', async () => {
  const owner = await ownerApi();
  const upload = async (path: string, mimeType: string) =>
    owner.post('/api/media', { multipart: { file: { name: 'file', mimeType, buffer: readFileSync(path) } } });

  const photo = await upload(PHOTO, 'image/jpeg');
  expect(photo.status()).toBe(201);
  const image = await owner.get((await photo.json()).url);
  expect(image.headers()).toMatchObject({
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  expect((await image.body()).includes('Exif')).toBe(false);

  const resume = await upload(RESUME, 'application/pdf');
  const pdf = await owner.get((await resume.json()).url);
  expect(pdf.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment',
    'content-security-policy': "sandbox; default-src 'none'",
  });

  const tooLarge = await owner.post('/api/media', {
    multipart: { file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024) } },
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).message).toBe('The file is larger than 10 MB.');
  const html = await owner.post('/api/media', {
    multipart: {
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><script>1</script>') },
    },
  });
  expect(html.status()).toBe(415);

  // Every other route keeps the JSON limit.
  const large = await owner.put('/api/portfolio', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
  });
  expect(large.status()).toBe(413);
  await owner.dispose();
});
