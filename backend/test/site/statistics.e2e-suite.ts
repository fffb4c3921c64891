import { randomBytes } from 'node:crypto';
import type { Blog, Hit, StatisticsAnswer } from '@portfolio/contract';
import { CLOCK, type Clock } from '../../src/portfolio/clock';
import { DailyVisitors } from '../../src/statistics/daily-visitors';
import { HitsService, WRITE_EVERY_MS } from '../../src/statistics/hits.service';
import { TOP_REFERRERS_PER_DAY } from '../../src/statistics/statistics.repository';
import { CHROME_ON_LINUX as READER } from '../support/browser-agents';
import { portfolioHarness } from '../portfolio/portfolio-harness';
import { startTestApp } from '../support/test-app';

/** The API's clock, moved by the tests: a day ends without waiting for it. */
class MovedClock implements Clock {
  moment = new Date();
  now(): Date {
    return new Date(this.moment);
  }
}
const clock = new MovedClock();
// Written when a test says so: a write between a test's hits would split what it checks.
const harness = portfolioHarness([
  { provide: CLOCK, useValue: clock },
  { provide: WRITE_EVERY_MS, useValue: 3_600_000 },
]);
const http = () => harness.api.http;
const write = () => harness.api.app.get(HitsService).write();

const TODAY = '2030-06-01';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const ADDRESS = '203.0.113.77';

/** What a reader's browser at ADDRESS sends with a hit from a page of the site. */
const FROM_THE_SITE = { 'User-Agent': READER, 'X-Forwarded-For': ADDRESS, 'Sec-Fetch-Site': 'same-origin' };

/** A hit as a reader's browser sends it from the site's page, with any other headers. */
function hit(body: Hit | string, headers: Record<string, string> = {}) {
  return http()
    .post('/api/hits')
    .set('Content-Type', 'application/json')
    .set({ ...FROM_THE_SITE, ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A post page's counting image as a reader's browser fetches it, with any other headers. */
const image = (path: string, headers: Record<string, string> = {}) =>
  http()
    .get(`/api/hits?path=${encodeURIComponent(path)}`)
    .set({ ...FROM_THE_SITE, ...headers })
    .expect(200);

const statistics = async (days = 7): Promise<StatisticsAnswer> =>
  (await http().get(`/api/statistics?days=${days}`).set('Cookie', harness.cookie).expect(200)).body as StatisticsAnswer;

const STATISTICS_TABLES = ['statistics_day', 'statistics_page', 'statistics_referrer', 'statistics_link'];
async function rowCount(): Promise<number> {
  let count = 0;
  for (const table of STATISTICS_TABLES) {
    const [row] = await harness.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    count += row!.n;
  }
  return count;
}

let bodyId: string;

/** The default document with a public post with a page, a draft with one, and a hidden project. */
const DOCUMENT = () =>
  harness.edited((document) => {
    const post = (fields: Partial<Blog>): Blog => ({ ...document.blogs[0]!, body: bodyId, ...fields });
    document.blogs = [
      post({ title: 'Public', slug: 'public-post', status: 'published' }),
      post({ title: 'Draft', slug: 'draft-post', status: 'draft' }),
    ];
    document.projects[0] = {
      ...document.projects[0]!,
      title: 'Router',
      github: 'https://github.com/x/router',
      live: '',
    };
    document.projects[1] = { ...document.projects[1]!, title: 'Secret', hidden: true };
  });

beforeAll(async () => {
  const stored = await http()
    .put('/api/post-bodies')
    .set('Content-Type', 'application/json')
    .set('Cookie', harness.cookie)
    .send({ markdown: '# A post' })
    .expect(200);
  bodyId = stored.body.id as string;
});

beforeEach(async () => {
  clock.moment = new Date(`${TODAY}T12:00:00Z`);
  // Each test's visitors are new to it, as on a day of their own: they are told apart by address alone.
  (harness.api.app.get(HitsService) as unknown as { visitors: DailyVisitors }).visitors = new DailyVisitors();
  await write();
  for (const table of STATISTICS_TABLES) await harness.database.query(`DELETE FROM ${table}`);
  await harness.save(DOCUMENT(), harness.base).expect(200);
});

describe('POST /api/hits', () => {
  it('counts one visitor and four visits for three loads of / and one of a post, and a second address as a second visitor', async () => {
    for (let load = 0; load < 3; load += 1)
      await hit({ path: '/', referrer: 'https://news.example/item?id=1' }).expect(204);
    await hit({ path: '/blog/public-post', referrer: `http://127.0.0.1/` }).expect(204);
    await hit({ path: '/' }, { 'User-Agent': PHONE, 'X-Forwarded-For': '203.0.113.78' }).expect(204);
    await write();

    const answer = await statistics();
    expect(answer.days.at(-1)).toEqual({ day: TODAY, visitors: 2, visits: 5 });
    expect(answer.days).toHaveLength(7);
    expect(answer.days.slice(0, -1).every(({ visits, visitors }) => visits === 0 && visitors === 0)).toBe(true);
    // A post's page is named by its post's title; the landing page has no title at all.
    expect(answer.pages).toEqual([
      { path: '/', visits: 4, visitors: 2 },
      { path: '/blog/public-post', visits: 1, visitors: 1, title: 'Public' },
    ]);
    expect('title' in answer.pages[0]!).toBe(false);
    // Only the host of another site's referrer is kept; the site's own is no referral.
    expect(answer.referrers).toEqual([{ host: 'news.example', visits: 3 }]);
    expect(answer.devices).toEqual({ phone: 1, tablet: 0, desktop: 4 });
  });

  it("counts each language's pages at their own addresses, and none of a language the site has not", async () => {
    const document = DOCUMENT();
    document.languages = ['en', 'fr'];
    document.blogs[0]!.translations = [
      { language: 'fr', title: 'Publique', readTime: '', excerpt: '', slug: 'publique', tags: [], body: '' },
    ];
    await harness.save(document, await harness.storedEtag()).expect(200);
    const french = ['/fr/', '/fr/blog/publique', '/fr/blog/public-post', '/fr/blog/draft-post'];
    for (const path of [...french, '/blog/public-post', '/de/']) await hit({ path }).expect(204);
    await write();

    const counted = (await statistics()).pages.map(({ path }) => path);
    expect(counted.sort()).toEqual(['/blog/public-post', '/fr/', '/fr/blog/publique']);
  });

  it('does not count crawlers, headless browsers, prefetches or a browser sending Global Privacy Control', async () => {
    const refused: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'User-Agent': READER.replace('Chrome/', 'HeadlessChrome/') },
      { 'User-Agent': '' },
      { 'Sec-Purpose': 'prefetch' },
      { Purpose: 'prefetch' },
      { 'Sec-Purpose': 'prefetch;prerender' },
      { 'Sec-GPC': '1' },
    ];
    for (const headers of refused) await hit({ path: '/' }, headers).expect(204);
    await write();
    expect(await rowCount()).toBe(0);
  });

  it('counts one visitor for an address whatever agents it sends, and an IPv6 address by its /64', async () => {
    for (let index = 0; index < 100; index += 1)
      await hit({ path: '/' }, { 'User-Agent': `${READER} Variant/${index}` }).expect(204);
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:7::1'])
      await hit({ path: '/' }, { 'X-Forwarded-For': address }).expect(204);
    await write();
    expect((await statistics()).days.at(-1)).toEqual({ day: TODAY, visitors: 3, visits: 103 });
  });

  it('counts clicks on the public links only: not a hidden project, an empty link or an invented one', async () => {
    const events = ['code:Router', 'resume', 'email', 'demo:Router', 'code:Secret', 'code:Nothing', 'resume ', ''];
    for (const event of events) await hit({ path: '/', event }).expect(204);
    await write();

    expect((await statistics()).links).toEqual([
      { event: 'code:Router', clicks: 1 },
      { event: 'email', clicks: 1 },
      { event: 'resume', clicks: 1 },
    ]);
    // A click is no visit.
    expect((await statistics()).days.at(-1)).toEqual({ day: TODAY, visitors: 0, visits: 0 });
  });

  it('adds no row for 10,000 hits with random paths, events and referrers, nor for a draft or a hidden page', async () => {
    const random = () => randomBytes(12).toString('base64url');
    const hits: Hit[] = [
      { path: '/blog/draft-post' },
      { path: '/blog/public-post/' },
      { path: '/admin' },
      ...Array.from({ length: 10_000 - 3 }, (_, index) =>
        index % 2 === 0
          ? { path: `/blog/${random()}`, referrer: `https://${random()}.example/${random()}` }
          : { path: '/', event: `code:${random()}`, referrer: `https://${random()}.example/` },
      ),
    ];
    for (let start = 0; start < hits.length; start += 200) {
      await Promise.all(hits.slice(start, start + 200).map((body) => hit(body).expect(204)));
    }
    await write();
    expect(await rowCount()).toBe(0);
  }, 120_000);

  it('refuses a body that is not a hit, counting nothing', async () => {
    await hit('{"path": 3}').expect(400);
    await hit('{"path": "/", "extra": 1}').expect(400);
    await hit('not json').expect(400);
    await http().post('/api/hits').set('Content-Type', 'text/plain').send('/').expect(415);
    await hit({ path: '/', referrer: 'x'.repeat(5000) }).expect(413);
    await write();
    expect(await rowCount()).toBe(0);
  });

  it('writes a flood of hits as a handful of statements, and nothing before the next write', async () => {
    await harness.database.query(`
      CREATE TABLE IF NOT EXISTS statement_count (n integer);
      CREATE OR REPLACE FUNCTION count_statement() RETURNS trigger AS $$
        BEGIN INSERT INTO statement_count VALUES (1); RETURN NULL; END $$ LANGUAGE plpgsql;
      ${STATISTICS_TABLES.map(
        (table) =>
          // An upsert fires the insert trigger of its statement once, whatever it inserts or updates.
          `CREATE OR REPLACE TRIGGER count_${table} AFTER INSERT ON ${table}
             FOR EACH STATEMENT EXECUTE FUNCTION count_statement();`,
      ).join('\n')}`);
    try {
      for (let start = 0; start < 1000; start += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            hit(
              { path: index % 2 ? '/' : '/blog/public-post', referrer: `https://r${index % 7}.example/` },
              { 'X-Forwarded-For': `198.51.100.${index}` },
            ).expect(204),
          ),
        );
      }
      expect(await rowCount()).toBe(0);
      await write();
      const [{ n }] = (await harness.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM statement_count',
      )) as [{ n: number }];
      // One statement per table at most.
      expect(n).toBeLessThanOrEqual(STATISTICS_TABLES.length);
      expect((await statistics()).days.at(-1)).toEqual({ day: TODAY, visitors: 100, visits: 1000 });
    } finally {
      await harness.database.query(
        `${STATISTICS_TABLES.map((table) => `DROP TRIGGER count_${table} ON ${table};`).join('')} DROP TABLE statement_count`,
      );
    }
  }, 60_000);

  it('stores no address, user agent, full referrer or salt anywhere in the database', async () => {
    const agent = `${READER} PrivacyProbe/${randomBytes(4).toString('hex')}`;
    await hit({ path: '/', referrer: 'https://news.example/secret-path?q=mine' }, { 'User-Agent': agent }).expect(204);
    await hit({ path: '/blog/public-post', event: 'resume' }, { 'User-Agent': agent }).expect(204);
    await write();
    expect(await rowCount()).toBeGreaterThan(0);

    const salt = (harness.api.app.get(HitsService) as unknown as { visitors: { salt: Buffer } }).visitors.salt;
    const tables = await harness.database.query<{ name: string }>(
      "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    let everything = '';
    for (const { name } of tables) {
      const rows = await harness.database.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
      everything += rows.map(({ row }) => row).join('\n');
    }
    expect(everything).toContain('news.example');
    for (const secret of [
      ADDRESS,
      agent,
      'PrivacyProbe',
      'secret-path',
      salt.toString('hex'),
      salt.toString('base64'),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('the counts gathered in memory', () => {
  it('are written when the API stops, not lost', async () => {
    const other = await startTestApp(harness.database.url, {}, [{ provide: WRITE_EVERY_MS, useValue: 3_600_000 }]);
    await other.http
      .post('/api/hits')
      .set('Content-Type', 'application/json')
      .set({ ...FROM_THE_SITE, 'X-Forwarded-For': '192.0.2.30' })
      .send({ path: '/' })
      .expect(204);
    expect(await rowCount()).toBe(0);

    await other.close();
    expect(await rowCount()).toBeGreaterThan(0);
  });
});

describe("GET /api/hits (a post page's image)", () => {
  it('answers a tiny image that no cache keeps, and counts the page it names', async () => {
    const answer = await image('/blog/public-post', { 'X-Forwarded-For': '192.0.2.20' })
      .expect('Content-Type', 'image/gif')
      .expect('Cache-Control', 'no-store');
    expect((answer.body as Buffer).length).toBeLessThan(100);
    await image('/blog/draft-post');
    await image('/blog/public-post', { 'Sec-GPC': '1' });
    await write();
    expect((await statistics()).pages).toEqual([
      { path: '/blog/public-post', visits: 1, visitors: 1, title: 'Public' },
    ]);
  });
});

describe('where a hit comes from', () => {
  /** A browser that sends no Sec-Fetch-* (Safari before 16.4), reading the site at SITE_HOST. */
  const SITE_HOST = 'portfolio.example';
  const olderBrowser = { 'User-Agent': READER, 'X-Forwarded-For': ADDRESS, Host: SITE_HOST };

  it("counts none of 100 readers, each with an agent and address of their own, of another site's page showing the image", async () => {
    for (let index = 0; index < 100; index += 1) {
      await image('/blog/public-post', {
        'Sec-Fetch-Site': 'cross-site',
        Referer: 'https://elsewhere.example/popular',
        'User-Agent': `${READER} Reader/${index}`,
        'X-Forwarded-For': `198.51.100.${index}`,
      });
    }
    await write();
    expect((await statistics()).days.at(-1)).toEqual({ day: TODAY, visitors: 0, visits: 0 });
  });

  it("counts a page of the site only: same-origin, or the site's Origin or Referer where the browser names no Sec-Fetch-Site", async () => {
    // Another port or subdomain of the site's domain, the address bar, another site, and a page that sends no referrer.
    await image('/blog/public-post', { 'Sec-Fetch-Site': 'same-site', Referer: `https://blog.${SITE_HOST}/` });
    await image('/blog/public-post', { 'Sec-Fetch-Site': 'none' });
    await http()
      .get('/api/hits?path=/blog/public-post')
      .set({ ...olderBrowser, Referer: 'https://elsewhere.example/' });
    await http().get('/api/hits?path=/blog/public-post').set(olderBrowser);
    await http().post('/api/hits').set(olderBrowser).set('Content-Type', 'application/json').send({ path: '/' });
    await write();
    expect(await rowCount()).toBe(0);

    await image('/blog/public-post');
    await http()
      .get('/api/hits?path=/blog/public-post')
      .set({ ...olderBrowser, Referer: `https://${SITE_HOST}/blog/public-post` })
      .expect(200);
    await http()
      .post('/api/hits')
      .set({ ...olderBrowser, Origin: `https://${SITE_HOST}`, 'Content-Type': 'application/json' })
      .send({ path: '/' })
      .expect(204);
    await write();
    expect((await statistics()).pages).toEqual([
      { path: '/blog/public-post', visits: 2, visitors: 1, title: 'Public' },
      { path: '/', visits: 1, visitors: 1 },
    ]);
  });
});

describe('the referrers of a day', () => {
  it("keep the day's top hosts on their own rows and add the others up once the day is over", async () => {
    const hosts = TOP_REFERRERS_PER_DAY + 5;
    for (let index = 0; index < hosts; index += 1) {
      for (let repeat = 0; repeat <= index; repeat += 1)
        await hit({ path: '/', referrer: `https://h${index}.example/` });
    }
    await write();
    expect((await statistics()).referrers).toHaveLength(TOP_REFERRERS_PER_DAY);

    clock.moment = new Date('2030-06-02T00:00:01Z');
    await write();
    const [{ n }] = (await harness.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM statistics_referrer',
    )) as [{ n: number }];
    expect(n).toBe(TOP_REFERRERS_PER_DAY + 1);
    const { referrers } = await statistics();
    // h0 to h4 came 1 to 5 times: 15 visits, added up as 'other'.
    expect(referrers.at(-1)).toEqual({ host: null, visits: 15 });
    expect(referrers[0]).toEqual({ host: `h${hosts - 1}.example`, visits: hosts });
  });
});

describe('GET /api/statistics', () => {
  it('is for the owner only, for 7, 30 or 90 days, and gives the daily totals as CSV', async () => {
    await http().get('/api/statistics').expect(401);
    await http().get('/api/statistics.csv').expect(401);
    await http().get('/api/statistics?days=5').set('Cookie', harness.cookie).expect(400);
    expect((await statistics(90)).days).toHaveLength(90);

    await hit({ path: '/' }, { 'X-Forwarded-For': '192.0.2.10' }).expect(204);
    await write();
    const csv = await http()
      .get('/api/statistics.csv?days=7')
      .set('Cookie', harness.cookie)
      .expect(200)
      .expect('Content-Type', /^text\/csv/)
      .expect('Content-Disposition', /attachment/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('day,visitors,visits');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${TODAY},1,1`);
  });
});
