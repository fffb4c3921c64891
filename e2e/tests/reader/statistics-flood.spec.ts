import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { floodHits } from '@portfolio/stack/hit-flood';
import { readNativeState } from '@portfolio/stack/native';
import { DEFAULT_PORTFOLIO, baseUrl, querySql, runSql, storeWithPost } from '../support';

const PATH = '/blog/flooded-post';
const CLIENTS = 40;
// The API's resident memory may not pass this at any moment (docs/performance.md).
const CEILING_MB = 120;

/** The API's resident memory (VmRSS) in MB, read from Linux's /proc. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

// Native only: it reads the API process's memory, and sends from many loopback addresses.
test.describe('a flood of hits through nginx', { tag: '@native' }, () => {
  test.beforeAll(async () => {
    await storeWithPost(DEFAULT_PORTFOLIO, { slug: 'flooded-post' });
    await runSql(`DELETE FROM statistics_page WHERE path = '${PATH}'`);
  });

  test('1,000 hits a second for 10 s: every hit nginx lets through is counted, and the API stays within its memory', async () => {
    const { apiPid } = readNativeState();
    const startMb = residentMb(apiPid);
    let peakMb = startMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(apiPid))), 100);
    const flood = await floodHits({
      url: `${baseUrl()}/api/hits`,
      path: PATH,
      perSecond: 1000,
      seconds: 10,
      clients: CLIENTS,
    });

    // It was a flood: all 10,000 sent within the 10 s (the last tenth starts at 9.9 s).
    expect(flood.sendingMs).toBeLessThan(10_500);
    // nginx let through each client's burst and its 2 a second, and refused the rest itself.
    const counted = flood.statuses.get(204) ?? 0;
    expect(Object.fromEntries(flood.statuses)).toEqual({ 204: counted, 429: 10_000 - counted });
    expect(counted).toBeGreaterThanOrEqual(CLIENTS * 20);
    expect(counted).toBeLessThan(10_000 / 2);
    expect(flood.countedClients.size).toBe(CLIENTS);

    // Every hit let through is in the stored totals once the batch is written (every 5 s), each
    // client one visitor (its address, as nginx forwards it).
    await expect
      .poll(
        async () =>
          querySql(`SELECT concat(sum(visits), ' visits, ', sum(visitors), ' visitors') FROM statistics_page
                     WHERE path = '${PATH}'`),
        { timeout: 15_000 },
      )
      .toEqual([`${counted} visits, ${CLIENTS} visitors`]);

    // Read from the flood's start to the batch's write.
    clearInterval(sampler);
    peakMb = Math.max(peakMb, residentMb(apiPid));
    expect(peakMb).toBeLessThanOrEqual(CEILING_MB);
    test.info().annotations.push({
      type: 'flood',
      description: `${counted} of 10,000 let through, sent in ${Math.round(flood.sendingMs)} ms, answered in ${Math.round(flood.answeredMs)} ms; the API from ${startMb.toFixed(0)} MB to at most ${peakMb.toFixed(0)} MB`,
    });
  });
});
