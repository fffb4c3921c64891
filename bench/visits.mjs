// make bench's visit counting (docs/statistics.md): the hits a second the API counts with its
// writes batched, sent straight to it and through nginx, and the database writes they cost; the
// size of a year of daily totals for a site with 100 posts; and what counting adds to `/`.
import { Agent } from 'node:http';
import { gzipSync } from 'node:zlib';
import { queryDatabase } from '@portfolio/stack/database';
import { loopbackClient, sendHit } from '@portfolio/stack/hit-flood';
import { countingWeight } from '@portfolio/frontend/counting-weight';
import { GZIP_LEVEL } from '@portfolio/frontend/budgets';
import { sampleMemory } from './memory.mjs';

// The API writes what it counted every 5 s (backend/src/statistics/hits.service.ts).
const WRITE_EVERY_S = 5;
// As many requests in flight as wrk keeps in the bench's other floods (-c50).
const LANES = 50;
// Each client through nginx sends what its limit lets through at once: its burst of 20.
const HITS_PER_CLIENT = 20;
const POSTS = 100;

/**
 * Visits stored so far, the next transaction id (a transaction is given one only when it writes,
 * and reading it takes none), and the write-ahead log's position.
 */
async function databaseNow(databaseUrl) {
  const [row] = await queryDatabase(
    databaseUrl,
    `SELECT (SELECT coalesce(sum(visits), 0) FROM statistics_day)::int AS visits,
            pg_snapshot_xmax(pg_current_snapshot())::text AS xid, pg_current_wal_lsn()::text AS lsn`,
  );
  return row;
}

/**
 * Runs `send` (which answers how many hits were let through) and waits for the API's next write
 * to store them all; answers the hits counted a second, and the transactions that wrote to the
 * database meanwhile and the write-ahead log they made.
 */
async function countedWhile(databaseUrl, send) {
  const before = await databaseNow(databaseUrl);
  const { letThrough, seconds } = await send();
  const deadline = Date.now() + (WRITE_EVERY_S + 5) * 1000;
  let after = await databaseNow(databaseUrl);
  while (after.visits - before.visits < letThrough) {
    if (Date.now() > deadline) {
      throw new Error(`${letThrough} hits let through, ${after.visits - before.visits} stored after the next write`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await databaseNow(databaseUrl);
  }
  const [{ walBytes }] = await queryDatabase(
    databaseUrl,
    'SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text AS "walBytes"',
    [after.lsn, before.lsn],
  );
  const counted = after.visits - before.visits;
  return {
    letThrough,
    counted,
    seconds,
    perSecond: letThrough / seconds,
    writes: Number(after.xid) - Number(before.xid),
    walBytes: Number(walBytes),
  };
}

/**
 * Sends the home page's hit in 50 lanes for `seconds`, each lane sending its next hit once the
 * last is answered, and answers how many were let through (204) and in how long: all of them
 * answered, so the API has counted every one when this ends. Each lane takes a client from
 * `clients` and sends `perClient` hits from it before taking the next.
 */
async function inLanes(url, seconds, clients, perClient) {
  const started = performance.now();
  let letThrough = 0;
  const lane = async () => {
    while (performance.now() - started < seconds * 1000) {
      const client = clients.next();
      for (let hit = 0; hit < perClient; hit += 1) {
        if ((await sendHit(url, client, '/')) === 204) letThrough += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return { letThrough, seconds: (performance.now() - started) / 1000 };
}

/** Straight to the API, from one client as nginx is to it: only nginx limits a client. */
function straightToApi(apiUrl, seconds) {
  const client = new Agent({ keepAlive: true, maxSockets: LANES });
  return inLanes(`${apiUrl}/api/hits`, seconds, { next: () => client }, 1).finally(() => client.destroy());
}

/**
 * Through nginx, from as many clients as it takes: each a loopback address of its own sending its
 * burst, which nginx's per-client limit lets through at once.
 */
function throughNginx(siteUrl, seconds) {
  let index = 0;
  const agents = [];
  const clients = { next: () => agents[agents.push(loopbackClient(index++)) - 1] };
  return inLanes(`${siteUrl}/api/hits`, seconds, clients, HITS_PER_CLIENT).finally(() =>
    agents.forEach((agent) => agent.destroy()),
  );
}

/**
 * A year of daily totals for a site with 100 posts, each read every day, 20 referrers and the
 * others' row a day, and 44 links (the résumé, three contact links, code and demo of 20 projects),
 * added on the days of 2001 (no day the bench counts), and the four tables' growth with indexes.
 */
async function yearOfTotals(databaseUrl) {
  const size = async () =>
    Number(
      (
        await queryDatabase(
          databaseUrl,
          `SELECT sum(pg_total_relation_size(t))::bigint AS bytes
             FROM unnest(array['statistics_day', 'statistics_page', 'statistics_referrer', 'statistics_link']) AS t`,
        )
      )[0].bytes,
    );
  const before = await size();
  await queryDatabase(
    databaseUrl,
    `WITH days AS (SELECT d::date AS day FROM generate_series('2001-01-01'::date, '2001-12-31', interval '1 day') AS d)
     INSERT INTO statistics_day (day, visitors, visits, phone, tablet, desktop) SELECT day, 300, 450, 200, 50, 200 FROM days;
     WITH days AS (SELECT d::date AS day FROM generate_series('2001-01-01'::date, '2001-12-31', interval '1 day') AS d)
     INSERT INTO statistics_page (day, path, visitors, visits)
       SELECT day, CASE WHEN n = 0 THEN '/' ELSE '/blog/a-post-about-queues-and-lag-number-' || n END, 30, 45
         FROM days, generate_series(0, ${POSTS}) AS n;
     WITH days AS (SELECT d::date AS day FROM generate_series('2001-01-01'::date, '2001-12-31', interval '1 day') AS d)
     INSERT INTO statistics_referrer (day, host, visits)
       SELECT day, CASE WHEN n = 0 THEN '' ELSE 'www.referring-site-' || n || '.example.com' END, 12
         FROM days, generate_series(0, 20) AS n;
     WITH days AS (SELECT d::date AS day FROM generate_series('2001-01-01'::date, '2001-12-31', interval '1 day') AS d)
     INSERT INTO statistics_link (day, event, clicks)
       SELECT day, 'code:A project title of some length ' || n, 3 FROM days, generate_series(1, 44) AS n;`,
  );
  return (await size()) - before;
}

/** The gzipped bytes of `/` as the API renders it, and without the counting island's and links' marks. */
async function countingMarks(siteUrl) {
  const page = await (await fetch(`${siteUrl}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
  const unmarked = page.replaceAll(' data-island="count-visit"', '').replace(/ data-count="[^"]*"/g, '');
  const gzipBytes = (html) => gzipSync(html, { level: GZIP_LEVEL }).length;
  return { marks: (page.match(/ data-count="/g) ?? []).length, added: gzipBytes(page) - gzipBytes(unmarked) };
}

/**
 * The figures, on the stack make bench started (its address, the API's, the API's process and
 * database); `seconds` each flood lasts.
 */
export async function measureVisits({ baseUrl, apiPort, apiPid, databaseUrl, seconds }) {
  process.stderr.write('visits: counting, straight and through nginx\n');
  const memory = sampleMemory(apiPid);
  const straight = await countedWhile(databaseUrl, () => straightToApi(`http://127.0.0.1:${apiPort}`, seconds));
  const nginx = await countedWhile(databaseUrl, () => throughNginx(baseUrl, seconds));
  const { apiMb } = memory.stop();
  return {
    straight,
    nginx,
    apiMb,
    yearBytes: await yearOfTotals(databaseUrl),
    script: await countingWeight(),
    html: await countingMarks(baseUrl),
  };
}

/** make bench's rows for them (report.mjs's `line`). */
export function visitsRows(visits, line) {
  const { straight, nginx, apiMb, yearBytes, script, html } = visits;
  for (const [what, run] of [
    ['POST /api/hits straight to the API (50 at once)', straight],
    [`  through nginx, clients sending their burst of ${HITS_PER_CLIENT} (50 at once)`, nginx],
  ]) {
    // A write every 5 s, and one more for the hits still in memory when the flood ended.
    const most = Math.ceil(run.seconds / WRITE_EVERY_S) + 1;
    line(
      `${what}: hits counted a second, each stored (${run.counted} in ${run.seconds.toFixed(1)} s)`,
      `${Math.round(run.perSecond)}`,
      'shown',
    );
    line(
      '    database writes for them (transactions; write-ahead log)',
      `${run.writes} (${(run.walBytes / 1024).toFixed(1)} KB), ${(run.writes / run.seconds).toFixed(2)} a second`,
      `≤ ${most}`,
      run.writes <= most,
    );
  }
  line('  API resident memory meanwhile, at its peak', `${apiMb.toFixed(0)} MB`, '≤ 120 MB', apiMb <= 120);
  line(
    `A year of daily totals, ${POSTS} posts read every day (with indexes)`,
    `${(yearBytes / 1024 / 1024).toFixed(1)} MB`,
    'shown',
  );
  line(
    `JavaScript counting adds to / (islands script ${(script.islands.gzipBytes / 1024).toFixed(1)} KB gzip)`,
    `${script.added.gzipBytes} B gzip (${script.added.bytes} B)`,
    '≤ 1024 B',
    script.added.gzipBytes <= 1024,
  );
  line(`  HTML its marks add to / (${html.marks} counted links)`, `${html.added} B gzip`, 'shown');
}
