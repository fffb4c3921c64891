import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { DEFAULT_PORTFOLIO, axeViolations, baseUrl, signedIn, storeDocument } from '../support';

/** A WordPress export as WordPress writes one: a post, a draft, and a page that is not imported. */
const WORDPRESS_EXPORT = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>The old blog</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <item>
    <title>Moving Day, Measured</title>
    <link>https://old.example/2019/05/moving-day/</link>
    <content:encoded><![CDATA[<!-- wp:paragraph --><p>Every box <strong>counted</strong>.</p><!-- /wp:paragraph --><script>alert(1)</script>]]></content:encoded>
    <excerpt:encoded><![CDATA[What a move weighs.]]></excerpt:encoded>
    <wp:post_date_gmt>2019-05-01 10:00:00</wp:post_date_gmt>
    <wp:post_name>moving-day</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
    <category domain="post_tag" nicename="moving"><![CDATA[Moving]]></category>
  </item>
  <item>
    <title>Half Written</title>
    <link>https://old.example/?p=12</link>
    <content:encoded><![CDATA[Not yet.]]></content:encoded>
    <wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
    <wp:post_name>half-written</wp:post_name>
    <wp:status>draft</wp:status>
    <wp:post_type>post</wp:post_type>
  </item>
  <item>
    <title>About</title>
    <wp:post_type>page</wp:post_type>
    <wp:status>publish</wp:status>
  </item>
</channel>
</rss>`;

test.beforeEach(async () => {
  await storeDocument(DEFAULT_PORTFOLIO);
});

test('the owner previews a WordPress export, imports it, and its old address moves to the new page', async ({
  page,
}) => {
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByLabel('Blog export to import').setInputFiles({
    name: 'old-blog.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(WORDPRESS_EXPORT),
  });

  const heading = page.getByRole('heading', { name: 'What importing old-blog.xml would do' });
  await expect(heading).toBeFocused();
  const preview = page.locator('section', { has: heading });
  await expect(preview.getByText('2 posts to add. Nothing has changed yet.')).toBeVisible();
  await expect(preview.getByRole('row', { name: /Moving Day, Measured/ })).toContainText('/blog/moving-day');
  await expect(preview.getByRole('list', { name: 'Warnings' })).toContainText('script');
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is stored by a preview.
  expect((await page.request.get(`${baseUrl()}/blog/moving-day`)).status()).toBe(404);

  await preview.getByRole('button', { name: 'Import 2 posts' }).click();
  await expect(page.getByText('Imported 2 posts. Undo it from History.')).toBeVisible();

  const visitor = await request.newContext({ baseURL: baseUrl() });
  await expect(async () => {
    const post = await visitor.get('/blog/moving-day');
    expect(post.status()).toBe(200);
    const html = await post.text();
    expect(html).toContain('Moving Day, Measured');
    expect(html).toContain('<strong>counted</strong>');
    expect(html).not.toContain('alert(1)');
  }).toPass({ timeout: 10_000 });
  const moved = await visitor.get('/2019/05/moving-day/', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/blog/moving-day');
  // Any other path is the not-found page, as it was.
  const unknown = await visitor.get('/2019/05/never-written/', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root">');
  // The draft came in as a draft: no page for visitors.
  expect((await visitor.get('/blog/half-written')).status()).toBe(404);
  await visitor.dispose();
});

test('a file that is no export is refused with its reason, and nothing changes', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  await page.getByLabel('Blog export to import').setInputFiles({
    name: 'hostile.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      WORDPRESS_EXPORT.replace('<rss', '<!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<rss').replace(
        'What a move weighs.',
        '&x;',
      ),
    ),
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('hostile.xml');
  await expect(alert).toContainText('DOCTYPE');
  await expect(alert).not.toContainText('root:');
  expect((await page.request.get(`${baseUrl()}/blog/moving-day`)).status()).toBe(404);
});

test('Download everything gives the whole site as a zip', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('tab', { name: /^Blogs/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download everything' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^portfolio-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  // The zip's directory names its entries in plain text.
  const names = bytes.toString('latin1');
  expect(names).toContain('portfolio.json');
  expect(names.match(/posts\/[a-z0-9-]+\.md/g)?.length).toBeGreaterThanOrEqual(DEFAULT_PORTFOLIO.blogs.length);
});
