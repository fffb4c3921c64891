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
} from './support';

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

  // Another browser is another visitor (on one machine, told apart by its agent: there is no cookie).
  const second = await reader(browser, { userAgent: FIREFOX });
  await visit(await second.newPage(), '/');
  await expectToday({ visitors: 2, visits: 5, pages: [{ path: '/', visits: 4, visitors: 2 }, expect.anything()] });

  for (const context of [headless, private_, prefetch, first, second]) await context.close();
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
  await expect(table.getByRole('row', { name: `${today()} 2 5` })).toBeAttached();
  await expect(page.getByTestId('visits-chart').locator('rect').last()).toHaveAttribute('data-visits', '5');
  await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('listitem').first()).toHaveText(
    'Home page4 (2)',
  );
  expect(await axeViolations(page)).toEqual([]);
});
