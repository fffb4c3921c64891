import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually, NOW, PUBLIC_URL, publishHarness } from './publish-harness';

// A scheduled post reaches the static host at its moment by the API's clock, whatever its timer does.
const target = mkdtempSync(join(tmpdir(), 'portfolio-published-'));
const published = publishHarness(async () => target);
const sitemap = () => readFileSync(join(target, 'sitemap.xml'), 'utf8');

afterAll(() => rmSync(target, { recursive: true, force: true }));

describe('a scheduled post', () => {
  it('is published at its moment when its timer ends before it by the clock (the clock was set back)', async () => {
    // Short, since the test sleeps twice as long: long enough that the timer ends well before the clock moves.
    const WAIT_MS = 2000;
    const moment = new Date(Date.parse(NOW) + WAIT_MS);
    published.clock.moment = new Date(NOW);
    const saved = Date.now();
    await published.site.save(published.document(moment.toISOString().replace('.000Z', 'Z')));
    expect((await published.publishNow()).ok).toBe(true);
    expect(sitemap()).not.toContain('coming-soon');
    // The publisher's timer ends WAIT_MS after the save while the clock still says NOW, as if it
    // had been set back by as much; the clock then comes to the moment.
    await sleep(saved + 2 * WAIT_MS - Date.now());
    published.clock.moment = moment;
    await eventually(() => sitemap().includes(`${PUBLIC_URL}/blog/coming-soon`), 20_000);
  });
});
