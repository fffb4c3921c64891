import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import type { StatisticsAnswer } from '@portfolio/contract';
import {
  DEFAULT_PORTFOLIO,
  axeViolations,
  baseUrl,
  clearLoginFailures,
  ownerApi,
  querySql,
  runSql,
  signedIn,
  storeWithPost,
} from '../support';

// Chromium as a reader runs it: the headless browser's own agent says "HeadlessChrome", which is not counted.
// Each agent ends in a mark of this run, which nothing else on the stack sends, for the privacy check.
const MARK = `Reader${Date.now()}`;
const CHROME = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${MARK}`;
const FIREFOX = `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0 ${MARK}`;
const TABLES = ['statistics_day', 'statistics_page', 'statistics_referrer', 'statistics_link'];
const today = () => new Date().toISOString().slice(0, 10);

/** Loads `path` and waits for its hit to be answered: the island's request, or the post page's image. */
async function visit(page: Page, path: string): Promise<void> {
  const counted = page.waitForResponse((response) => response.url().includes('/api/hits'));
  await page.goto(`${baseUrl()}${path}`);
  expect((await counted).status()).toBeLessThan(300);
}

async function reader(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ userAgent: CHROME, ...options });
}

/** Today's visitors and visits, and the home page's visits, as the owner reads them now. */
async function todayFigures(): Promise<{ visitors: number; visits: number; home: number }> {
  const owner = await ownerApi();
  const answer = (await (await owner.get('/api/statistics?days=7')).json()) as StatisticsAnswer;
  await owner.dispose();
  const { visitors, visits } = answer.days.at(-1)!;
  return { visitors, visits, home: answer.pages.find(({ path }) => path === '/')?.visits ?? 0 };
}

/**
 * A reader of a page of another site showing the counting image, with a new agent at each load.
 * `show` answers the status nginx gave the image once it let it through: every request here
 * comes from one address, whose hits nginx lets through at 2 a second. The browser itself shows
 * no such image (the site's Cross-Origin-Resource-Policy), so the status is read from what
 * Chromium received, whose events for one request come in either order.
 */
async function readerElsewhere(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const hits = new Set<string>();
  const statuses = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.includes('/api/hits')) hits.add(requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
  await cdp.send('Network.enable');
  const imageStatus = () => [...hits].map((id) => statuses.get(id)).find((status) => status !== undefined);
  return async function show(url: string, userAgent: string): Promise<number> {
    await cdp.send('Network.setUserAgentOverride', { userAgent });
    for (;;) {
      hits.clear();
      await page.goto(url);
      await expect.poll(imageStatus).toBeDefined();
      if (imageStatus() !== 429) return imageStatus()!;
      await page.waitForTimeout(500);
    }
  };
}

/** Today's figures as the owner reads them, once the API has written what it counted. */
async function expectToday(figures: { visitors: number; visits: number; pages: unknown[] }) {
  const owner = await ownerApi();
  const { visitors, visits, ...rest } = figures;
  await expect
    .poll(async () => ((await (await owner.get('/api/statistics?days=7')).json()) as StatisticsAnswer).days.at(-1), {
      timeout: 15_000,
    })
    .toEqual({ day: today(), visitors, visits });
  const answer = (await (await owner.get('/api/statistics?days=7')).json()) as StatisticsAnswer;
  expect(answer).toMatchObject(rest);
  await owner.dispose();
}

// Each test reads what the one before it counted.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await storeWithPost(DEFAULT_PORTFOLIO, { slug: 'counted-post' });
  await runSql(TABLES.map((table) => `DELETE FROM ${table};`).join(''));
  await clearLoginFailures();
});

test('counts readers, once a day each, and not headless browsers, prefetches or Global Privacy Control', async ({
  browser,
}) => {
  // Not counted: the headless agent, a visitor sending GPC, and a prefetch.
  const headless = await browser.newContext({ userAgent: CHROME.replace('Chrome/', 'HeadlessChrome/') });
  await visit(await headless.newPage(), '/');
  const private_ = await reader(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await visit(await private_.newPage(), '/');
  const prefetch = await reader(browser);
  const prefetched = await prefetch.request.post(`${baseUrl()}/api/hits`, {
    data: { path: '/' },
    headers: { 'Sec-Purpose': 'prefetch', 'User-Agent': CHROME },
  });
  expect(prefetched.status()).toBe(204);

  const first = await reader(browser);
  const page = await first.newPage();
  for (let load = 0; load < 3; load += 1) await visit(page, '/');
  await visit(page, '/blog/counted-post');
  await expectToday({
    visitors: 1,
    visits: 4,
    pages: [
      { path: '/', visits: 3, visitors: 1 },
      { path: '/blog/counted-post', visits: 1, visitors: 1 },
    ],
  });

  // Another browser on the same machine is the same visitor: visitors are told apart by their
  // address's network, not by an agent any script can change.
  const second = await reader(browser, { userAgent: FIREFOX });
  await visit(await second.newPage(), '/');
  await expectToday({ visitors: 1, visits: 5, pages: [{ path: '/', visits: 4, visitors: 1 }, expect.anything()] });

  for (const context of [headless, private_, prefetch, first, second]) await context.close();
});

test("counts no reader of another site's page showing the counting image 100 times, each with an agent of its own", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A page of another site (localhost is another site than 127.0.0.1) showing the post's counting image.
  const image = `${baseUrl()}/api/hits?path=${encodeURIComponent('/blog/counted-post')}`;
  const elsewhere = createServer((_request, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(`<!doctype html><title>Elsewhere</title><img src="${image}">`),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, resolve));
  const { port } = elsewhere.address() as AddressInfo;
  // A reader of the site's home page, counted before and after: the second is written with or after
  // the 100 hits, so once it is in the totals they are too.
  const own = await (await reader(browser)).newPage();
  const initial = await todayFigures();
  await visit(own, '/');
  await expect.poll(async () => (await todayFigures()).home, { timeout: 15_000 }).toBe(initial.home + 1);
  const before = await todayFigures();
  const context = await reader(browser);
  try {
    const show = await readerElsewhere(await context.newPage());
    for (let index = 0; index < 100; index += 1) {
      const agent = CHROME.replace('Chrome/131', `Chrome/${200 + index}`);
      expect(await show(`http://localhost:${port}/`, agent)).toBe(200);
    }
  } finally {
    await context.close();
    elsewhere.close();
  }
  await visit(own, '/');
  await own.context().close();
  await expect.poll(async () => (await todayFigures()).home, { timeout: 15_000 }).toBe(before.home + 1);
  const after = await todayFigures();
  test.info().annotations.push({
    type: 'counted',
    description: `100 hits from another site's page: visitors moved by ${after.visitors - before.visitors}, visits by ${after.visits - before.visits - 1}`,
  });
  // The reader of the site's own page is one visit more, and no new visitor.
  expect(after).toEqual({ ...before, visits: before.visits + 1, home: before.home + 1 });
});

test('keeps no address or agent in the database', async () => {
  const tables = await querySql(
    "SELECT quote_ident(table_name) FROM information_schema.tables WHERE table_schema = 'public'",
  );
  let everything = '';
  for (const table of tables) everything += (await querySql(`SELECT t::text FROM ${table} t`)).join('\n');
  expect(everything).toContain('/blog/counted-post');
  expect(everything).not.toContain(MARK);
});

test('shows the counts in the Statistics tab as a chart and a table, with no axe violations', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('tab', { name: /^Statistics/ }).click();
  await page.getByRole('tab', { name: '7 days' }).click();

  const table = page.getByRole('table', { name: /last 7 days/ });
  await expect(table.getByRole('row', { name: `${today()} 1 7` })).toBeAttached();
  await expect(page.getByTestId('visits-chart').locator('rect').last()).toHaveAttribute('data-visits', '7');
  await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('listitem').first()).toHaveText(
    'Home page6 (1)',
  );
  expect(await axeViolations(page)).toEqual([]);
});
