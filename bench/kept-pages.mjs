// node bench/kept-pages.mjs [posts] [characters] [api build] (after make build): a blog of many
// public posts (2,000 of 5,000 characters by default), seeded straight into `post` and
// `post_body`, served by the built API in production mode (the build given, backend/dist by
// default) on a PostgreSQL of its own. Measures: the API's peak resident memory through the first
// full render; the time from the API's start to `/` and a post's page answering, on a first start
// and on a restart; the CPU time the API takes to settle after a one-post edit (three edits); and
// the newest post saved through the API a second apart, as an owner saves (p50 / p90 / slowest of
// 30), each save finding the API at work on the one before. Loopback only, bounded in time.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, stopProcess, waitForUrl } from '@portfolio/stack/processes';
import { sampleMemory } from './memory.mjs';
import { timePostSaves } from './blog/posts-api.mjs';
import { signIn } from './owner-writes.mjs';
import { answered, OWNER, REPO, seedPosts, startApi as startBuiltApi, startDatabase } from './seeded-api.mjs';
import { cpuMs, settled } from './settle.mjs';
import { median, percentile } from './statistics.mjs';

const POSTS = Number(process.argv[2] ?? 2000);
const CHARACTERS = Number(process.argv[3] ?? 5000);
const BUILD = resolve(process.argv[4] ?? join(REPO, 'backend', 'dist'));
const WORK = join(tmpdir(), `kept-pages-bench-${randomBytes(4).toString('hex')}`);
mkdirSync(WORK, { recursive: true });

const startApi = (port, databaseUrl) => startBuiltApi(BUILD, { port, databaseUrl, work: WORK });

const body = (at) => {
  const words = `Post ${at} says what it measured, and why the numbers moved. `;
  return `# Post ${at}\n\n${words.repeat(Math.ceil(CHARACTERS / words.length))}`.slice(0, CHARACTERS);
};

const seed = (client) =>
  seedPosts(client, POSTS, (at) => ({ title: `Post ${at}`, markdown: body(at), tags: [`t${at % 20}`] }));

const PACED_SAVES = 30;

/** `PACED_SAVES` saves of post `id`'s title, a second apart: p50, p90 and slowest, in ms. */
async function pacedSaves(base, id) {
  const { durations } = await timePostSaves(base, await signIn(base, OWNER), id, PACED_SAVES, { gapMs: 1000 });
  const ms = (p) => Math.round(percentile(durations, p));
  return { p50: ms(50), p90: ms(90), slowest: Math.round(Math.max(...durations)) };
}

async function main() {
  const database = await startDatabase(WORK);
  const databaseUrl = database.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = await startApi(port, databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForUrl(`${base}/api/health`, { timeoutMs: 120_000 });
    await stopProcess(api.pid);
    await client.connect();
    await seed(client);

    // A first start: nothing rendered yet.
    api = await startApi(port, databaseUrl);
    const memory = sampleMemory(api.pid);
    const first = {
      home: await answered(`${base}/`, api.started),
      post: await answered(`${base}/blog/post-${Math.floor(POSTS / 2)}`, api.started),
    };
    await settled(api.pid);
    const peak = memory.stop().apiMb;

    const edits = [];
    for (let edit = 1; edit <= 3; edit += 1) {
      await client.query(
        `UPDATE post SET fields = jsonb_set(fields, '{title}', to_jsonb($1::text)), version = version + 1,
                         seq = nextval('post_change') WHERE id = $2`,
        [`Post ${Math.floor(POSTS / 4)}, edit ${edit}`, `bench${Math.floor(POSTS / 4)}`],
      );
      const before = cpuMs(api.pid);
      // A visitor's read of the home page tells the API of the edit; the blog's JSON, which a read of
      // /api/portfolio would serialise whole, is no part of what an edit costs the pages.
      await fetch(`${base}/`).then((response) => response.arrayBuffer());
      await settled(api.pid);
      // The two quiet seconds' own CPU is under 60 ms, counted in.
      edits.push(Math.round(cpuMs(api.pid) - before));
    }

    await settled(api.pid);
    const saves = await pacedSaves(base, 'bench0');

    await stopProcess(api.pid);
    api = await startApi(port, databaseUrl);
    const restart = {
      home: await answered(`${base}/`, api.started),
      post: await answered(`${base}/blog/post-${Math.floor(POSTS / 2)}`, api.started),
    };
    const startCpu = cpuMs(api.pid);
    await settled(api.pid);
    const restartSettleMs = Math.round(cpuMs(api.pid) - startCpu);

    console.log(
      JSON.stringify({
        build: BUILD,
        posts: POSTS,
        characters: CHARACTERS,
        peakMb: peak,
        firstStart: first,
        editCpuMs: edits,
        editCpuMedianMs: median(edits),
        pacedSavesMs: saves,
        restart,
        restartSettleCpuMs: restartSettleMs,
      }),
    );
  } finally {
    await client.end().catch(() => undefined);
    await stopProcess(api.pid);
    await stopProcess(database.pid);
  }
}

await main();
