// node bench/kept-pages.mjs [posts] [characters] [api build] (after make build): a blog of many
// public posts (2,000 of 5,000 characters by default), seeded straight into `post` and
// `post_body`, served by the built API in production mode (the build given, backend/dist by
// default) on a PostgreSQL of its own. Measures: the API's peak resident memory through the first
// full render; the time from the API's start to `/` and a post's page answering, on a first start
// and on a restart; and the CPU time the API takes to settle after a one-post edit (three edits).
// Loopback only, bounded in time.
import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startProcess, stopProcess, waitForPort, waitForUrl } from '@portfolio/stack/processes';
import { apiEnvironment } from '@portfolio/stack/api-environment';
import { sampleMemory } from './memory.mjs';
import { cpuMs, settled } from './settle.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const POSTS = Number(process.argv[2] ?? 2000);
const CHARACTERS = Number(process.argv[3] ?? 5000);
const BUILD = resolve(process.argv[4] ?? join(REPO, 'backend', 'dist'));
const WORK = join(tmpdir(), `kept-pages-bench-${randomBytes(4).toString('hex')}`);
const SITE_URL = 'https://portfolio.example';
mkdirSync(WORK, { recursive: true });

async function startApi(port, databaseUrl) {
  const started = performance.now();
  const child = startProcess(
    process.execPath,
    ['--max-semi-space-size=4', '--optimize-for-size', join(BUILD, 'main.js')],
    {
      cwd: WORK,
      logFile: join(WORK, 'api.log'),
      env: apiEnvironment({
        port,
        databaseUrl,
        siteUrl: SITE_URL,
        logLevel: 'warn',
        owner: { username: 'owner', password: 'a bench password of some length' },
        staticDir: join(REPO, 'frontend', 'dist'),
      }),
    },
  );
  return { pid: child.pid, started };
}

/** Milliseconds from `started` until `url` answers 200. */
async function answered(url, started) {
  await waitForUrl(url, { timeoutMs: 600_000 });
  return Math.round(performance.now() - started);
}

const body = (at) => {
  const words = `Post ${at} says what it measured, and why the numbers moved. `;
  return `# Post ${at}\n\n${words.repeat(Math.ceil(CHARACTERS / words.length))}`.slice(0, CHARACTERS);
};

async function seed(client) {
  const [template] = (await client.query('SELECT fields, shape FROM post ORDER BY position LIMIT 1')).rows;
  await client.query('DELETE FROM post');
  for (let at = 0; at < POSTS; at += 1) {
    const markdown = body(at);
    const id = createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 32);
    await client.query('INSERT INTO post_body (id, markdown) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, markdown]);
    const date = new Date(Date.UTC(2030, 0, 1) - at * 3_600_000 * 6).toISOString().slice(0, 10);
    const fields = {
      ...template.fields,
      title: `Post ${at}`,
      date,
      slug: `post-${at}`,
      status: 'published',
      tags: [`t${at % 20}`],
      body: id,
      pinned: false,
    };
    await client.query('INSERT INTO post (id, position, fields, shape) VALUES ($1, $2, $3, $4)', [
      `bench${at}`,
      at,
      fields,
      template.shape,
    ]);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const pgPort = await freePort();
  const password = randomBytes(12).toString('hex');
  const database = startProcess(
    process.execPath,
    [join(REPO, 'stack', 'run-postgres.mjs'), join(WORK, 'postgres'), String(pgPort), password],
    { logFile: join(WORK, 'postgres.log') },
  );
  await waitForPort(pgPort, 'PostgreSQL did not start');
  const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
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
