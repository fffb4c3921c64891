import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Blog, type StatisticsAnswer } from '@portfolio/contract';
import { READER_AGENT } from '@portfolio/stack/hit-flood';
import { startStaticHost } from '@portfolio/stack/static-host';
import { PUBLISHED_DIR, restartApi, stopApi } from '@portfolio/stack/native';
import {
  DEFAULT_PORTFOLIO,
  POST_BODY,
  axeViolations,
  baseUrl,
  ownerApi,
  runSql,
  signedIn,
  storeDocument,
  withName,
} from '../support';

// The published site on a plain file server (PUBLISH_TO is the stack's), with the API stopped: what
// a visitor gets from a static host or CDN while the server is down.
const END_SESSIONS = readFileSync(new URL('../../../scripts/end-sessions.sql', import.meta.url), 'utf8');
const TITLE = 'Backpressure, Explained';
const SLUG = 'backpressure';
/** The scheduled post's moment: a little after the document is saved. */
const MOMENT = new Date(Math.ceil(Date.now() / 1000) * 1000 + 25_000);

let host: Awaited<ReturnType<typeof startStaticHost>>;

test.describe.configure({ mode: 'serial' });

/** Where the published pages count their visits: the API's own address, not the static host's. */
const counting = () => `${baseUrl()}/api/hits`;

/**
 * Each request the page made of the static host's /api, and those that failed, but for the count
 * sent to the API's address: with the API stopped, that visit is not counted, and the page does not
 * mind.
 */
function watchRequests(page: Page): { api: string[]; failed: string[] } {
  const seen = { api: [] as string[], failed: [] as string[] };
  page.on('request', (request) => request.url().startsWith(`${host.url}/api`) && seen.api.push(request.url()));
  page.on('requestfailed', (request) => !request.url().startsWith(counting()) && seen.failed.push(request.url()));
  return seen;
}

/** Today's visits of each page, as the owner reads them once the API has written what it counted. */
async function visitsToday(owner: APIRequestContext): Promise<Record<string, number>> {
  const answer = (await (await owner.get('/api/statistics?days=7')).json()) as StatisticsAnswer;
  return Object.fromEntries(answer.pages.map(({ path, visits }) => [path, visits]));
}

test.beforeAll(async () => {
  const owner = await ownerApi();
  const body = async () =>
    ((await (await owner.put('/api/post-bodies', { data: { markdown: POST_BODY } })).json()) as { id: string }).id;
  const post = async (fields: Partial<Blog>): Promise<Blog> => ({
    ...DEFAULT_PORTFOLIO.blogs[0]!,
    ...fields,
    body: await body(),
  });
  const document = withName('Ada Lovelace');
  document.blogs = [
    await post({ title: TITLE, slug: SLUG, formerSlugs: ['queues-101'], tags: ['queues', 'kafka'] }),
    await post({
      title: 'Coming Soon',
      slug: 'coming-soon',
      status: 'scheduled',
      publishAt: MOMENT.toISOString().replace('.000Z', 'Z'),
    }),
    await post({ title: 'Secret Draft', slug: 'secret-draft', status: 'draft' }),
    await post({ title: 'Hidden Post', slug: 'hidden-post', hidden: true }),
  ];
  // Drafts and hidden posts are not what visitors read: saved as the editor saves, not checked as storeDocument does.
  const current = await owner.get('/api/portfolio');
  const saved = await owner.put('/api/portfolio', { data: document, headers: { 'If-Match': current.headers().etag! } });
  expect(saved.status()).toBe(200);
  await owner.dispose();
  // Nobody is signed in from here: what follows happens by itself.
  await runSql(END_SESSIONS);
  host = await startStaticHost();
});

test.afterAll(async () => {
  await host?.stop();
  await restartApi();
  await storeDocument(DEFAULT_PORTFOLIO);
});

test('a scheduled post is on the static host within a minute of its moment, with no save @native', async ({
  request,
}) => {
  await expect
    .poll(async () => (await request.get(`${host.url}/blog/${SLUG}`)).status(), { timeout: 20_000 })
    .toBe(200);
  expect((await request.get(`${host.url}/blog/coming-soon`)).status()).toBe(404);
  await expect
    .poll(async () => (await request.get(`${host.url}/blog/coming-soon`)).status(), {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(200);
  expect(Date.now() - MOMENT.getTime()).toBeLessThan(60_000);
  for (const path of ['secret-draft', 'hidden-post'])
    expect((await request.get(`${host.url}/blog/${path}`)).status()).toBe(404);
});

test('a visit to the static host is counted by the API, at its own address @native', async ({ browser }) => {
  const owner = await ownerApi();
  const before = await visitsToday(owner);
  // Chromium as a reader runs it: the headless browser's own agent is not counted.
  const reader = await browser.newContext({ userAgent: READER_AGENT });
  const page = await reader.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const path of ['/', `/blog/${SLUG}`]) {
    const counted = page.waitForResponse((response) => response.url().startsWith(counting()));
    await page.goto(`${host.url}${path}`);
    expect((await counted).status()).toBeLessThan(300);
  }
  await reader.close();
  await expect
    .poll(
      async () => {
        const after = await visitsToday(owner);
        return ['/', `/blog/${SLUG}`].map((path) => (after[path] ?? 0) - (before[path] ?? 0));
      },
      { timeout: 15_000 },
    )
    .toEqual([1, 1]);
  // The browser let the page read the answers: no CORS error.
  expect(errors).toEqual([]);
  await owner.dispose();
});

/** The stored document with `slug`'s post hidden or shown, saved as the editor saves it. */
async function setHidden(owner: APIRequestContext, slug: string, hidden: boolean): Promise<void> {
  const current = await owner.get('/api/portfolio');
  const document = (await current.json()) as { blogs: Blog[] };
  document.blogs = document.blogs.map((post) => (post.slug === slug ? { ...post, hidden } : post));
  const saved = await owner.put('/api/portfolio', { data: document, headers: { 'If-Match': current.headers().etag! } });
  expect(saved.status()).toBe(200);
}

test('a post hidden after publishing answers 404 on Caddy and on nginx at the next publish, and nothing of the publisher’s own is served @native', async ({
  request,
}) => {
  const nginx = await startStaticHost('nginx');
  const hosts = [host.url, nginx.url];
  const status = async (url: string) => (await request.get(url, { maxRedirects: 0 })).status();
  // What a release before this one kept in the served folder, and left there.
  writeFileSync(join(PUBLISHED_DIR, '.publish-manifest.json'), JSON.stringify({ 'blog/hidden-post.html': {} }));
  const owner = await ownerApi();
  try {
    for (const url of hosts) await expect.poll(() => status(`${url}/blog/${SLUG}`), { timeout: 20_000 }).toBe(200);
    await setHidden(owner, SLUG, true);
    const saved = performance.now();
    for (const url of hosts)
      await expect.poll(() => status(`${url}/blog/${SLUG}`), { timeout: 30_000, intervals: [50] }).toBe(404);
    const gone = Math.round(performance.now() - saved);
    test.info().annotations.push({ type: 'hidden post gone from the static host', description: `${gone} ms` });
    console.log(`A post hidden after publishing answered 404 on both static hosts ${gone} ms after its save`);
    expect(gone).toBeLessThan(15_000);
    for (const url of hosts) {
      const home = await (await request.get(`${url}/`)).text();
      expect(home).not.toContain(`/blog/${SLUG}`);
      for (const path of ['/.publish-manifest.json', '/.publish-pending/index.html'])
        expect(await status(`${url}${path}`), `${url}${path}`).toBe(404);
    }
  } finally {
    await setHidden(owner, SLUG, false);
    await expect.poll(() => status(`${host.url}/blog/${SLUG}`), { timeout: 30_000 }).toBe(200);
    await owner.dispose();
    await nginx.stop();
  }
});

test('Publish now, through nginx, follows a publish longer than nginx waits for the API to its end @native', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A slow static host: each listing of it takes 15 s, longer than nginx waits for an answer (12 s).
  const slow = mkdtempSync(join(tmpdir(), 'portfolio-slow-rclone-'));
  const rclone = join(slow, 'rclone');
  const path = process.env.PATH;
  writeFileSync(rclone, `#!/bin/sh\n[ "$1" = lsjson ] && sleep 15\nPATH='${path}' exec rclone "$@"\n`);
  chmodSync(rclone, 0o755);
  process.env.PATH = `${slow}:${path}`;
  try {
    await restartApi();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/publish') && response.status() >= 400)
        failures.push(`${response.request().method()} ${response.status()}`);
    });
    await signedIn(page);
    const footer = page.locator('footer');
    const progress = footer
      .getByRole('status')
      .filter({ hasText: 'Publishing:' })
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    const asked = performance.now();
    await footer.getByRole('button', { name: 'Publish now' }).click();
    await expect(footer.getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    await expect(footer.getByRole('button', { name: 'Publish now' })).toBeEnabled({ timeout: 120_000 });
    // Longer than nginx waits for an answer, and no answer said the API was away.
    expect(performance.now() - asked).toBeGreaterThan(12_000);
    expect(failures).toEqual([]);
    await expect(footer.getByRole('alert')).toHaveCount(0);
    await expect(footer.getByText(/^Last publish/)).toContainText('just now');
    expect(await progress).toBe(true);
  } finally {
    process.env.PATH = path;
    await restartApi();
  }
});

test.describe('with the API stopped @native', () => {
  test.beforeAll(async () => {
    await stopApi();
  });

  test('the home page shows every section, keeps the theme chosen, and asks nothing of /api', async ({ page }) => {
    const seen = watchRequests(page);
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(DEFAULT_PORTFOLIO.personalInfo.title);
    await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
    const navigation = page.getByRole('navigation').first();
    for (const anchor of ['Home', 'Skills', 'Projects', 'Blog', 'Contact'])
      await expect(navigation.getByRole('link', { name: anchor, exact: true })).toHaveAttribute('href', /^#/);
    const skills = page.locator('section#skills');
    for (const { name } of DEFAULT_PORTFOLIO.skills)
      await expect(skills.getByText(name, { exact: true })).toBeVisible();
    await expect(page.locator('section#projects').getByRole('article')).toHaveCount(3);
    const blog = page.locator('section#blog');
    await expect(blog.getByRole('link', { name: `Read Article: ${TITLE}` })).toHaveAttribute('href', `/blog/${SLUG}`);
    await expect(blog.getByText('Secret Draft')).toHaveCount(0);
    await expect(blog.getByText('Hidden Post')).toHaveCount(0);
    await expect(page.locator('section#contact').getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_PORTFOLIO.personalInfo.email}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    const theme = page.getByRole('combobox', { name: 'Theme' });
    await theme.selectOption('Light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(`${host.url}/#contact`);

    // Time for a ping the page should not make.
    await page.waitForTimeout(1000);
    await expect(page.getByText('Offline Mode')).toHaveCount(0);
    expect(seen).toEqual({ api: [], failed: [] });
  });

  test('a post’s page has its highlighted code and table of contents; a former address sends the visitor on', async ({
    page,
  }) => {
    const seen = watchRequests(page);
    await page.goto(`${host.url}/`);
    await page.getByRole('link', { name: `Read Article: ${TITLE}` }).click();
    await expect(page).toHaveURL(`${host.url}/blog/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.locator('pre code [class]').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'What to do' }).click();
    await expect(page).toHaveURL(/#section-what-to-do$/);
    await expect(page.getByRole('heading', { name: /What to do/ })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${host.url}/blog/queues-101`);
    await expect(page).toHaveURL(`${host.url}/blog/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect(seen).toEqual({ api: [], failed: [] });
  });

  test('an address that is no page is the not-found page, with a 404', async ({ page }) => {
    const seen = watchRequests(page);
    const missing = await page.goto(`${host.url}/blog/secret-draft`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(seen.api).toEqual([]);
  });

  test('the feed and the sitemap are well-formed and name the static host', async ({ page }) => {
    await page.goto(`${host.url}/`);
    const parsed = await page.evaluate(async () => {
      const read = async (path: string) =>
        new DOMParser().parseFromString(await (await fetch(path)).text(), 'application/xml');
      const [feed, sitemap] = [await read('/feed.xml'), await read('/sitemap.xml')];
      return {
        errors: [feed, sitemap].flatMap((document) => Array.from(document.getElementsByTagName('parsererror'))).length,
        titles: Array.from(feed.getElementsByTagName('entry')).map(
          (entry) => entry.getElementsByTagName('title')[0]!.textContent,
        ),
        pages: Array.from(sitemap.getElementsByTagName('loc')).map((loc) => loc.textContent),
      };
    });
    expect(parsed).toEqual({
      errors: 0,
      titles: [TITLE, 'Coming Soon'],
      pages: [
        `${host.url}/`,
        `${host.url}/blog`,
        `${host.url}/blog/tag/queues`,
        `${host.url}/blog/tag/kafka`,
        `${host.url}/blog/${SLUG}`,
        `${host.url}/blog/coming-soon`,
      ],
    });
  });
});
