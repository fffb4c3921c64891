import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Blog, Portfolio } from '@portfolio/contract';
import { startStaticHost } from '@portfolio/stack/static-host';
import { restartApi, stopApi } from '@portfolio/stack/native';
import { DEFAULT_PORTFOLIO, axeViolations, baseUrl, ownerApi, storeDocument, withName } from '../support';

// The blog's search in a real browser, through nginx, and on the static host with the API stopped:
// every public post found by a word of its body, nothing of drafts, hidden or later posts or former
// text, nothing loaded before the box is focused.

test.describe.configure({ mode: 'serial' });

const LOCKS = 'Postgres Locks, Explained';

// How long the index may take to follow a save: a build runs in a process of its own, started on a
// machine that CI also has building the Docker images. In one CI run, 20 s ran out.
const INDEX_FOLLOWS = 45_000;

let owner: APIRequestContext;

/** A post whose body says `words`, stored as the editor stores it. */
async function post(fields: Partial<Blog>, words: string): Promise<Blog> {
  const stored = await owner.put('/api/post-bodies', {
    data: { markdown: `## What happens\n\nA paragraph on ${words}, and more text.\n\n\`\`\`sql\nSELECT 1;\n\`\`\`` },
  });
  expect(stored.status()).toBe(200);
  return { ...DEFAULT_PORTFOLIO.blogs[0]!, ...fields, body: ((await stored.json()) as { id: string }).id };
}

/** Saves `document` as the editor saves it (drafts and hidden posts included). */
async function save(document: Portfolio): Promise<void> {
  const current = await owner.get('/api/portfolio');
  const saved = await owner.put('/api/portfolio', { data: document, headers: { 'If-Match': current.headers().etag! } });
  expect(saved.status()).toBe(200);
}

let document: Portfolio;

test.beforeAll(async ({ browser }) => {
  owner = await ownerApi();
  document = withName('Ada Lovelace');
  document.blogs = [
    await post({ title: LOCKS, slug: 'postgres-locks', tags: ['postgres'] }, 'zanzibar advisory locks'),
    await post({ title: 'Rewritten', slug: 'rewritten' }, 'axolotl queues'),
    await post({ title: 'Secret Draft', slug: 'secret-draft', status: 'draft' }, 'quokka'),
    await post({ title: 'Hidden Post', slug: 'hidden-post', hidden: true }, 'narwhal'),
    await post(
      { title: 'Coming Soon', slug: 'coming-soon', status: 'scheduled', publishAt: '2999-01-01T00:00:00Z' },
      'okapi',
    ),
  ];
  await save(document);
  // The post's former text is gone from the index once it is saved anew.
  document.blogs[1] = await post({ title: 'Rewritten', slug: 'rewritten' }, 'capybara queues');
  await save(document);
  // The index follows the last save within seconds: the tests read it once it has.
  const page = await browser.newPage();
  await untilFound(page, 'capybara', ['/blog/rewritten']);
  await page.close();
});

test.afterAll(async () => {
  await owner.dispose();
  await storeDocument(DEFAULT_PORTFOLIO);
});

const box = (page: Page) => page.getByRole('searchbox', { name: 'Search posts' });
const status = (page: Page) => page.locator('[data-search-box] [role="status"]');
const results = (page: Page) => page.locator('#post-search-results a');

/** What the page finds for `query`, once its results are drawn and it says how many. */
async function search(page: Page, query: string): Promise<string[]> {
  await box(page).fill(query);
  await expect(page.locator('#post-search-results:not([aria-busy])')).toHaveCount(1);
  await expect(status(page)).toHaveText(/found$/);
  return results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Waits until the page, loaded anew, finds `expected` for `query`: the index has followed a save. */
async function untilFound(page: Page, query: string, expected: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl()}/blog`);
        return search(page, query);
      },
      { timeout: INDEX_FOLLOWS },
    )
    .toEqual(expected);
}

test('a reader finds a post by a word of its body with the keyboard, and nothing loads before the box is focused', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${baseUrl()}/blog`);
  await expect(box(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => /search/.test(path))).toEqual([]);

  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('zanzibar');
  await expect(status(page)).toHaveText('1 post found');
  await expect(status(page)).toHaveAttribute('role', 'status');
  await expect(results(page).first()).toContainText(LOCKS);
  await expect(results(page).first().locator('mark')).toHaveText(['zanzibar']);
  expect(asked.filter((path) => /search/.test(path))).toEqual(
    expect.arrayContaining(['/search/meta.json', expect.stringMatching(/^\/assets\/search-/)]),
  );

  await page.keyboard.press('ArrowDown');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseUrl()}/blog/postgres-locks`);
  // The post's page has the box too; `/` reaches it there.
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
});

test('finds nothing of a draft, a hidden post, a post scheduled for later or a former text', async ({ page }) => {
  await page.goto(`${baseUrl()}/blog`);
  expect(await search(page, 'capybara')).toEqual(['/blog/rewritten']);
  for (const word of ['quokka', 'narwhal', 'okapi', 'axolotl']) {
    expect(await search(page, word), word).toEqual([]);
    await expect(status(page)).toHaveText('No posts found');
  }
  // Every word must be found, the last also as the start of one.
  expect(await search(page, 'advisory lo')).toEqual(['/blog/postgres-locks']);
});

test('the results pass axe in both themes', async ({ page }) => {
  for (const theme of ['dark', 'light']) {
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.goto(`${baseUrl()}/blog`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await search(page, 'queues')).toEqual(['/blog/rewritten']);
    expect(await axeViolations(page), theme).toEqual([]);
  }
});

test('a post hidden is no longer found, without a restart', async ({ page }) => {
  document.blogs[0] = { ...document.blogs[0]!, hidden: true };
  await save(document);
  await untilFound(page, 'zanzibar', []);
  document.blogs[0] = { ...document.blogs[0]!, hidden: false };
  await save(document);
});

test('search works on the static host with the API stopped @native', async ({ page }) => {
  const host = await startStaticHost();
  try {
    // The publish after the last save (the post shown again) carries the index of what it publishes.
    const found = async () => {
      await page.goto(`${host.url}/blog`);
      return search(page, 'zanzibar');
    };
    await expect.poll(found, { timeout: 30_000 }).toEqual(['/blog/postgres-locks']);
    await stopApi();
    await page.context().clearCookies();
    expect(await found()).toEqual(['/blog/postgres-locks']);
    expect(await search(page, 'quokka')).toEqual([]);
  } finally {
    await host.stop();
    await restartApi();
  }
});
