// node bench/search/search.mjs [posts …] (after make build): the blog's search index at 1,000 and 10,000
// public posts of 5,000 characters (or the numbers given), seeded straight into `post` and
// `post_body` and served by the built API (seeded-api.mjs). The posts are real prose and code:
// paragraphs of the installed packages' READMEs, drawn for each post from a seeded sequence, so
// the vocabulary is a real one's. At each size:
// - the first build: from the API's start to /search/meta.json, and the search process's peak memory;
// - the index: its files and their gzipped bytes, as stored and as a static host holds them;
// - a one-post edit (three): from the save to the new index stored, the process's peak memory,
//   the API's, and the files that changed (what a publish sends);
// - in Chromium (search-reader.mjs): the bytes a blog page loads before the box is focused, a
//   first query's and each later one's, and the time from a keystroke to the results drawn, with
//   the index served by the API and by a static host (static-index.mjs).
// Loopback only, bounded in time.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, stopProcess, waitForUrl } from '@portfolio/stack/processes';
import { sampleMemory } from '../memory.mjs';
import { answered, REPO, seedPosts, startApi, startDatabase, storeBody } from '../seeded-api.mjs';
import { measureReader } from './search-reader.mjs';
import { startStaticIndex } from './static-index.mjs';
import { settled } from '../settle.mjs';
import { median } from '../statistics.mjs';

const SIZES = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [1_000, 10_000];
const CHARACTERS = 5_000;
const TAGS = 200;
const EDITS = 3;
const BUILD = join(REPO, 'backend', 'dist');
const WORK = join(tmpdir(), `search-bench-${randomBytes(4).toString('hex')}`);
mkdirSync(WORK, { recursive: true });

/** Every paragraph of at least 80 characters of the installed packages' READMEs, in a fixed order. */
function paragraphs() {
  const modules = join(REPO, 'node_modules');
  const packages = readdirSync(modules)
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
    )
    .sort();
  return packages.flatMap((name) => {
    const readme = join(modules, name, 'README.md');
    if (!existsSync(readme)) return [];
    return readFileSync(readme, 'utf8')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph.length >= 80 && paragraph.length <= 2_000);
  });
}

/** Post `at`: a title, `CHARACTERS` of Markdown and a tag, drawn from `corpus` by a sequence seeded with `at` and `version`. */
function postOf(corpus, at, version = 0) {
  let state = (at + 1) * 7919 + version * 104_729;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  const blocks = [];
  for (let length = 0; length < CHARACTERS;) {
    const paragraph = corpus[next() % corpus.length];
    blocks.push(paragraph);
    length += paragraph.length + 2;
  }
  const title = corpus[next() % corpus.length]
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return {
    title: `${title.slice(0, 6).join(' ')} ${at}`.slice(0, 120),
    markdown: blocks.join('\n\n').slice(0, CHARACTERS),
    tags: [`t${at % TAGS}`],
  };
}

/** The index's files as stored: by name, their tag and gzipped size. */
async function storedFiles(client) {
  const { rows } = await client.query('SELECT name, etag, length(gzip) AS bytes FROM search_file');
  return new Map(rows.map(({ name, etag, bytes }) => [name, { etag, bytes }]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Waits until the stored description is not `etag`: the edit's index is stored. Visitors read the
 * site meanwhile, a read every 250 ms: a read within the API's freshness window of the one before
 * is answered from memory and can leave the edit unseen (read once, an edit's index came 461 s
 * after it).
 */
async function newIndex(client, etag, base) {
  for (let polls = 0; ; polls += 1) {
    if (polls % 12 === 0) await fetch(`${base}/`).then((response) => response.arrayBuffer());
    const { rows } = await client.query("SELECT etag FROM search_file WHERE name = 'meta.json'");
    if (rows[0] && rows[0].etag !== etag) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function measureAt(count, corpus, database, client) {
  process.stderr.write(`search: seeding ${count} posts\n`);
  await seedPosts(client, count, (at) => postOf(corpus, at));
  await client.query('DELETE FROM search_file');
  await client.query('DELETE FROM search_post');
  await client.query('CHECKPOINT');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(BUILD, { port, databaseUrl: database.url, work: WORK });
  try {
    const memory = sampleMemory(api.pid, 50);
    const firstBuildMs = await answered(`${base}/search/meta.json`, api.started);
    const first = memory.stop();
    const files = await storedFiles(client);
    const all = [...files.values()];
    const chunks = [...files].filter(([name]) => name.startsWith('c-'));

    // The start renders every page in the background: an edit is timed on a site at rest.
    await settled(api.pid);
    const edits = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const at = Math.floor(count / 4) + edit;
      const { markdown } = postOf(corpus, at, edit);
      const before = await storedFiles(client);
      const bodyId = await storeBody(client, markdown);
      const memoryNow = sampleMemory(api.pid, 20);
      const started = performance.now();
      await client.query(
        `UPDATE post SET fields = jsonb_set(fields, '{body}', to_jsonb($1::text)), version = version + 1,
                         seq = nextval('post_change') WHERE id = $2`,
        [bodyId, `bench${at}`],
      );
      // Visitors' reads tell the API of the edit, as a save would.
      await newIndex(client, before.get('meta.json').etag, base);
      const ms = performance.now() - started;
      const peaks = memoryNow.stop();
      const after = await storedFiles(client);
      const changed = [...after].filter(([name, { etag }]) => before.get(name)?.etag !== etag);
      edits.push({
        ms,
        processMb: peaks.searchProcessMb,
        apiMb: peaks.apiMb,
        files: changed.length,
        bytes: changed.reduce((sum, [, { bytes }]) => sum + bytes, 0),
      });
    }
    // The edits' pages are rendered in the background: readers are timed against an API at rest.
    await settled(api.pid);
    const reader = await measureReader(base, corpus, 'the API');
    const host = await startStaticIndex(client, join(WORK, `static-index-${count}`), base);
    try {
      reader.push(...(await measureReader(host.url, corpus, 'a static host (nginx, from disk)')));
    } finally {
      await host.stop();
    }
    return { count, firstBuildMs, first, files: all.length, chunks, all, edits, reader };
  } finally {
    await stopProcess(api.pid);
  }
}

function report(at) {
  const middle = (key) => median(at.edits.map((edit) => edit[key]));
  const worst = (key) => Math.max(...at.edits.map((edit) => edit[key]));
  const bytes = at.all.reduce((sum, { bytes }) => sum + bytes, 0);
  const chunkBytes = at.chunks.reduce((sum, [, { bytes }]) => sum + bytes, 0);
  return [
    `  ${at.count.toLocaleString('en')} posts: first build ${(at.firstBuildMs / 1000).toFixed(1)} s from the API's start, search process at most ${at.first.searchProcessMb.toFixed(0)} MB, API at most ${at.first.apiMb.toFixed(0)} MB`,
    `    index: ${at.files} files, ${mb(bytes)} gzip (${at.chunks.length} chunks, ${mb(chunkBytes)})`,
    `    a one-post edit (${at.edits.length}): index stored ${(middle('ms') / 1000).toFixed(2)} s after the save at the median (worst ${(worst('ms') / 1000).toFixed(2)} s), ` +
      `search process at most ${worst('processMb').toFixed(0)} MB, API at most ${worst('apiMb').toFixed(0)} MB; ` +
      `${middle('files')} files changed, ${kb(middle('bytes'))} gzip`,
    ...at.reader,
  ].join('\n');
}

async function main() {
  const corpus = paragraphs();
  const database = await startDatabase(WORK);
  const client = new pg.Client({ connectionString: database.url });
  try {
    // A first start migrates the database and seeds the document whose posts are replaced.
    const port = await freePort();
    const api = startApi(BUILD, { port, databaseUrl: database.url, work: WORK });
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 120_000 });
    await stopProcess(api.pid);
    await client.connect();
    const results = [];
    for (const count of SIZES) results.push(await measureAt(count, corpus, database, client));
    console.log(
      [
        `The blog's search, posts of ${CHARACTERS.toLocaleString('en')} characters of README prose (${corpus.length} paragraphs):`,
        ...results.map(report),
      ].join('\n'),
    );
  } finally {
    await client.end().catch(() => undefined);
    await stopProcess(database.pid);
  }
}

await main();
