import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, request, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, axeViolations, baseUrl, signedIn, storeDocument, toast } from '../support';

// A phone's photo, 600 × 800 once turned upright.
const PHOTO = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'portrait.jpg')).toString('base64');
const TITLE = 'Lag, Measured Later';
const SLUG = 'lag-measured-later';
// Far enough ahead for the save and the visitor's first look, near enough for a test.
const AHEAD_MS = 15_000;

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

/** Pastes the photo into the focused field, as a browser does with an image on the clipboard. */
async function pastePhoto(page: Page): Promise<void> {
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const clipboard = new DataTransfer();
    clipboard.items.add(new File([bytes], 'queue lag.jpg', { type: 'image/jpeg' }));
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, PHOTO);
}

/**
 * `YYYY-MM-DDTHH:MM:SS` in the browser's own time zone, `ms` from now, as the owner types it; on
 * the minute, `YYYY-MM-DDTHH:MM`, as Chromium writes that value back (Playwright's fill refuses a
 * value the field does not give back as typed, one run in sixty).
 */
const localMomentAhead = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const moment = new Date(Date.now() + ahead);
    const pad = (value: number) => String(value).padStart(2, '0');
    const seconds = moment.getSeconds() === 0 ? '' : `:${pad(moment.getSeconds())}`;
    return (
      `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T` +
      `${pad(moment.getHours())}:${pad(moment.getMinutes())}${seconds}`
    );
  }, ms);

test('the owner writes a post with code and a pasted image, previews it, schedules it; visitors see it at its time', async ({
  page,
}) => {
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  // The new post opens on its own, its heading focused.
  await expect(page.getByRole('heading', { name: /^New blog post/ })).toBeFocused();
  const post = page.getByRole('group', { name: 'Blog post', exact: true });
  await post.getByLabel('Title').fill(TITLE);
  await post.getByLabel('Read Time').fill('3 min read');
  await post.getByLabel('Excerpt').fill('What consumer lag tells.');
  await post.getByLabel('Tags (comma-separated)').fill('Kafka, Metrics');
  await expect(post.getByLabel('Slug')).toHaveValue(SLUG);

  const body = post.getByRole('textbox', { name: 'Body' });
  await body.fill('## Lag\n\n```ts\nconst lag: number = produced - consumed;\n```\n\n');
  await body.press('Control+End');
  await pastePhoto(page);
  await expect(body).toHaveValue(/!\[queue lag\]\(\/media\/[0-9a-f]{32}-600x800-600\.webp\)$/, { timeout: 15_000 });

  await post.getByRole('button', { name: 'Preview' }).click();
  const preview = post.getByRole('region', { name: `Preview: ${TITLE}` });
  await expect(preview.getByRole('heading', { name: 'Lag' })).toBeVisible();
  const keyword = preview.locator('pre code .hljs-keyword').first();
  await expect(keyword).toHaveText('const');
  // Coloured by the post page's own stylesheet, as on the page: not in the code's own colour.
  const colours = await keyword.evaluate((element) => [
    getComputedStyle(element).color,
    getComputedStyle(element.closest('code')!).color,
  ]);
  expect(colours[0]).not.toBe(colours[1]);
  const image = preview.getByRole('img', { name: 'queue lag' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  expect(await axeViolations(page), 'the editor with the post open').toEqual([]);

  await post.getByRole('combobox', { name: 'Status' }).selectOption('Scheduled');
  const publishAt = Date.now() + AHEAD_MS;
  await post.getByLabel('Publish at').fill(await localMomentAhead(page, AHEAD_MS));
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Data saved successfully!')).toBeVisible();

  const visitor = await request.newContext({ baseURL: baseUrl() });
  const read = async (path: string) => (await visitor.get(path)).text();
  expect(Date.now()).toBeLessThan(publishAt);
  expect(await read('/')).not.toContain(TITLE);
  expect(await read('/feed.xml')).not.toContain(TITLE);
  expect(await read('/sitemap.xml')).not.toContain(`/blog/${SLUG}`);
  expect((await visitor.get(`/blog/${SLUG}`)).status()).toBe(404);

  const after = { timeout: AHEAD_MS + 10_000, intervals: [1000] };
  await expect.poll(() => read('/'), after).toContain(TITLE);
  expect(Date.now()).toBeGreaterThanOrEqual(publishAt - 1000);
  await expect.poll(() => read('/feed.xml'), after).toContain(TITLE);
  await expect.poll(() => read('/sitemap.xml'), after).toContain(`/blog/${SLUG}`);
  const postPage = await visitor.get(`/blog/${SLUG}`);
  expect(postPage.status()).toBe(200);
  const html = await postPage.text();
  expect(html).toContain('hljs-keyword');
  expect(html).toMatch(/<img [^>]*\/media\/[0-9a-f]{32}-600x800-600\.webp/);
  await visitor.dispose();
});

test("the owner saves a post twice, restores the first save's version from the post's History; visitors see it", async ({
  page,
}) => {
  const [first] = DEFAULT_PORTFOLIO.blogs;
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByRole('list', { name: 'Blog posts' }).getByRole('button', { name: first!.title }).click();
  const post = page.getByRole('group', { name: 'Blog post', exact: true });
  for (const title of ['Models in Production, First Save', 'Models in Production, Second Save']) {
    await post.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByRole('heading', { name: `Blog post: ${title}` })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  }

  await page.getByRole('button', { name: 'History of this post' }).click();
  const dialog = page.getByRole('dialog', { name: /^History of the post/ });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^View version/ })).toHaveCount(2);
  expect(await axeViolations(page), "the post's history").toEqual([]);
  // Newest first: the version the second save replaced is the first save's.
  await dialog
    .getByRole('button', { name: /^View version/ })
    .first()
    .click();
  await expect(page.getByRole('article')).toContainText('Models in Production, First Save');
  expect(await axeViolations(page), 'a version of the post').toEqual([]);
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: /^Restore version/ })
    .getByRole('button', { name: /^Restore version/ })
    .click();

  await expect(toast(page)).toContainText(/Version \d+ of the post is restored\./);
  await expect(post.getByLabel('Title')).toHaveValue('Models in Production, First Save');
  await expect(page.getByRole('button', { name: 'History of this post' })).toBeFocused();

  const visitor = await request.newContext({ baseURL: baseUrl() });
  await expect
    .poll(async () => (await visitor.get('/')).text(), { timeout: 10_000 })
    .toContain('Models in Production, First Save');
  expect(await (await visitor.get('/')).text()).not.toContain('Models in Production, Second Save');
  await visitor.dispose();
});
