import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StatisticsAnswer } from '@portfolio/contract';
import { HitsService } from '../../src/statistics/hits.service';
import { CHROME_ON_LINUX as READER } from '../support/browser-agents';
import { parsePage, SITE_URL } from '../site/site-harness';
import { PUBLIC_URL, publishHarness } from './publish-harness';

// The copy of the site on a static host counts its visits at the API's address, across origins.
const target = mkdtempSync(join(tmpdir(), 'portfolio-published-'));
const published = publishHarness(async () => target);
const read = (path: string) => readFileSync(join(target, path), 'utf8');
const http = () => published.site.api.http;

const OTHER_ORIGIN = 'https://elsewhere.example';

/** The browser's question before a page at `origin` posts JSON to the counting route. */
const preflight = (origin: string) =>
  http()
    .options('/api/hits')
    .set({ Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' });

/** The home page's hit, as the island on a page at `origin` sends it, having come from `referrer`. */
const hit = (origin: string, referrer?: string) =>
  http()
    .post('/api/hits')
    .set({ Origin: origin, 'Sec-Fetch-Site': 'cross-site', 'User-Agent': READER, 'Content-Type': 'application/json' })
    .send(JSON.stringify({ path: '/', referrer }));

/** The last 7 days' figures, once the API has written what it counted. */
async function figures(): Promise<StatisticsAnswer> {
  await published.site.api.app.get(HitsService).write();
  const answer = await http().get('/api/statistics?days=7').set('Cookie', published.site.cookie).expect(200);
  return answer.body as StatisticsAnswer;
}

/** A page's visits today. */
const visits = async (page: string): Promise<number> =>
  (await figures()).pages.find(({ path }) => path === page)?.visits ?? 0;
const homeVisits = () => visits('/');

afterAll(() => rmSync(target, { recursive: true, force: true }));

beforeAll(async () => {
  await published.site.save(published.document('2030-06-01T12:00:01Z'));
  expect((await published.publishNow()).ok).toBe(true);
});

describe('the published copy counts its visits at the API’s address', () => {
  it('names the API’s counting route in the home page and the post pages, and its policy allows it', () => {
    const home = parsePage(read('index.html'));
    expect(home.elements('main')[0]!.attributes).toMatchObject({
      'data-island': 'count-visit',
      'data-hits': `${SITE_URL}/api/hits`,
    });
    const image = parsePage(read('blog/backpressure.html'))
      .elements('img')
      .find(({ attributes }) => attributes.src?.includes('/api/hits'));
    expect(image?.attributes).toMatchObject({
      src: `${SITE_URL}/api/hits?path=%2Fblog%2Fbackpressure`,
      crossorigin: 'anonymous',
    });
    const policy = /Content-Security-Policy: (.*)/.exec(read('_headers'))![1]!;
    expect(policy).toContain(`connect-src 'self' ${SITE_URL};`);
    expect(policy).toContain(`img-src 'self' data: ${SITE_URL};`);
  });

  it('lets the published origin, and no other, send hits across origins, on the counting route only', async () => {
    const allowed = await preflight(PUBLIC_URL).expect(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': PUBLIC_URL,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
    });
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await preflight(OTHER_ORIGIN);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const before = await homeVisits();
    const counted = await hit(PUBLIC_URL).expect(204);
    expect(counted.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(counted.headers.vary).toMatch(/Origin/);
    const forged = await hit(OTHER_ORIGIN).expect(403);
    expect(forged.headers['access-control-allow-origin']).toBeUndefined();
    expect(await homeVisits()).toBe(before + 1);

    // A post page's image, fetched in CORS mode.
    const image = await http()
      .get('/api/hits?path=/blog/backpressure')
      .set({ Origin: PUBLIC_URL, 'User-Agent': READER })
      .expect(200);
    expect(image.headers['access-control-allow-origin']).toBe(PUBLIC_URL);

    // No other route is opened to the published origin.
    const read = await http().get('/api/portfolio').set('Origin', PUBLIC_URL).expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    await http()
      .put('/api/portfolio')
      .set({ Origin: PUBLIC_URL, Cookie: published.site.cookie, 'Content-Type': 'application/json' })
      .send('{}')
      .expect(403);
  });
});

describe('what the published copy’s counting does not count', () => {
  it('a move between the copy’s pages as a referral', async () => {
    const before = await homeVisits();
    await hit(PUBLIC_URL, `${PUBLIC_URL}/blog/backpressure`).expect(204);
    const after = await figures();
    expect(after.pages.find(({ path }) => path === '/')?.visits).toBe(before + 1);
    expect(after.referrers).toEqual([]);
  });

  it('its post page’s image shown on another site, as a plain image or a CORS one', async () => {
    const before = await visits('/blog/backpressure');
    const image = () => http().get('/api/hits?path=/blog/backpressure').set('User-Agent', READER);
    await image()
      .set({ 'Sec-Fetch-Site': 'cross-site', Referer: `${OTHER_ORIGIN}/popular` })
      .expect(200);
    await image().set({ 'Sec-Fetch-Site': 'cross-site', Origin: OTHER_ORIGIN }).expect(200);
    expect(await visits('/blog/backpressure')).toBe(before);
    await image().set({ 'Sec-Fetch-Site': 'cross-site', Origin: PUBLIC_URL }).expect(200);
    expect(await visits('/blog/backpressure')).toBe(before + 1);
  });
});
