// node bench/blog-at-scale.mjs (after make build): the blog of a writer of many years, 10,000
// public posts of 5,000 characters under 200 tags (BENCH_POSTS sets the number), made through the
// API one post at a time, on the real stack (PostgreSQL, the built API in production mode, nginx).
// Measured side by side in one run, at 100 posts and at the full number: one post's save (p50 /
// p99 of BENCH_SAVES saves, the bytes it sends), the landing page's HTML (gzip), the admin's list
// and one post opened (time and bytes). Then, the API started again: how long until `/` and a post
// page answer, and its resident memory at most while the site renders. Loopback only.
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { readNativeState, restartApi, startStack, stopApi, stopStack } from '@portfolio/stack/native';
import { residentMb, sampleMemory } from './memory.mjs';
import { fetchOk, signIn } from './owner-writes.mjs';
import { createPosts, timePostSaves } from './blog/posts-api.mjs';
import { longPost } from './sample-post.mjs';
import { settled } from './settle.mjs';
import { setting } from './settings.mjs';
import { median, percentile } from './statistics.mjs';

const POSTS = setting('BENCH_POSTS', 10_000, 200);
const SAVES = setting('BENCH_SAVES', 200, 20);
const TAGS = 200;
const CHARACTERS = 5_000;

const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/** The owner's API, straight (nginx lets a signed-in address through at a pace a bench outruns). */
function ownerApi(apiUrl, cookie) {
  return {
    createPosts: (from, to) =>
      createPosts(apiUrl, cookie, from, to, { characters: CHARACTERS, tags: TAGS, body: longPost }),
    /** `SAVES` saves of one post's title, each with the ETag of the one before: p50, p99 and bytes sent. */
    async timeSaves(id) {
      const { durations, bytes } = await timePostSaves(apiUrl, cookie, id, SAVES);
      return { p50: percentile(durations, 50), p99: percentile(durations, 99), bytes };
    },
    /** What the admin's Blogs tab reads: the first page, a search, and one post opened. */
    async adminReads() {
      const read = async (path) => {
        const runs = [];
        let bytes = 0;
        for (let run = 0; run < 11; run += 1) {
          const { result, ms } = await timed(() => fetchOk(`${apiUrl}${path}`, { headers: { Cookie: cookie } }));
          bytes = (await result.arrayBuffer()).byteLength;
          runs.push(ms);
        }
        return { ms: median(runs), bytes };
      };
      const list = await read('/api/posts?page=1');
      const search = await read('/api/posts?q=post%2099');
      const newest = (await (await fetchOk(`${apiUrl}/api/posts?page=1`, { headers: { Cookie: cookie } })).json())
        .posts[0];
      const open = await read(`/api/posts/${newest.id}`);
      return { list, search, open, newest: newest.id };
    },
  };
}

/** The size of the landing page's HTML as nginx serves it, gzipped. */
async function landingBytes(baseUrl) {
  const html = Buffer.from(await (await fetchOk(`${baseUrl}/`)).arrayBuffer());
  return gzipSync(html, { level: 9 }).length;
}

/** Asks `url` every 20 ms until it answers 200: how long that took from `since`. */
async function answersAfter(url, since) {
  for (;;) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * PostgreSQL's writes of what was made so far, done now: the checkpoint that 10,000 posts made
 * through the API leave due spreads its writes over minutes (checkpoint_completion_target), over
 * the saves measured next. Their p99 at 10,000 posts was 869 ms without this, 178 ms with it.
 */
async function checkpoint(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

/**
 * The measures at `count` posts, once the API has rendered what the posts just made show (a save
 * measured beside that would measure the rendering too): how long that took, and its memory meanwhile.
 */
async function measureAt(count, api, { baseUrl, apiPid, databaseUrl }) {
  const memory = sampleMemory(apiPid);
  const renderMs = await settled(apiPid);
  const render = { ms: renderMs, mb: memory.stop().apiMb };
  await checkpoint(databaseUrl);
  const reads = await api.adminReads();
  const saves = await api.timeSaves(reads.newest);
  return { count, render, saves, reads, landing: await landingBytes(baseUrl) };
}

async function main() {
  const stack = await startStack({ logLevel: 'warn' });
  const { baseUrl, apiPort } = stack;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  try {
    const api = ownerApi(apiUrl, await signIn(apiUrl));
    // The document's own three posts stay: a site grown from the one the product starts with, whose
    // landing page is weighed at 10 posts, the size the page is held to.
    await api.createPosts(0, 7);
    const landingAtTen = await landingBytes(baseUrl);
    const small = 100;
    const seeded = [await timed(() => api.createPosts(7, small))];
    const few = await measureAt(small, api, stack);
    // The document's own three posts count toward the blog's bound, as any post does.
    seeded.push(await timed(() => api.createPosts(small, POSTS - 3)));
    const many = await measureAt(POSTS, api, stack);

    // From the old API gone and the new one started (restartApi waits until it is up) to the pages.
    await stopApi();
    const started = performance.now();
    await restartApi();
    const restarted = readNativeState().apiPid;
    const memory = sampleMemory(restarted);
    const home = await answersAfter(`${baseUrl}/`, started);
    const post = await answersAfter(`${baseUrl}/blog/post-${POSTS - 3}`, started);
    const last = await answersAfter(`${baseUrl}/blog/page/${Math.ceil(POSTS / 20)}`, started);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const { apiMb } = memory.stop();

    const row = (label, at) =>
      `  ${label.padEnd(11)} rendered ${(at.render.ms / 1000).toFixed(1)} s after the last post made, at most ${at.render.mb.toFixed(0)} MB; ` +
      `save p50 ${fmt(at.saves.p50)}, p99 ${fmt(at.saves.p99)} (${at.saves.bytes} bytes sent); ` +
      `list ${fmt(at.reads.list.ms)} (${kb(at.reads.list.bytes)}), search ${fmt(at.reads.search.ms)}, ` +
      `open ${fmt(at.reads.open.ms)} (${kb(at.reads.open.bytes)}); landing page ${kb(at.landing)} gzip`;
    console.log(
      [
        `The blog at ${POSTS.toLocaleString('en')} posts of ${CHARACTERS.toLocaleString('en')} characters, ${TAGS} tags (${SAVES} saves of one post at each size):`,
        `  made through the API: the first ${small - 7} in ${(seeded[0].ms / 1000).toFixed(1)} s, the rest in ${(seeded[1].ms / 1000).toFixed(1)} s`,
        row(`${small} posts:`, few),
        row(`${POSTS} posts:`, many),
        `  save p99 at ${POSTS} / at ${small}: ${(many.saves.p99 / few.saves.p99).toFixed(2)}; landing page at ${POSTS} / at 10 posts: ${(many.landing / landingAtTen).toFixed(3)} (${kb(landingAtTen)} at 10)`,
        `  the API started again (its process started): / answered after ${fmt(home)}, a post page after ${fmt(post)}, the index's last page after ${fmt(last)};`,
        `  its resident memory ${apiMb.toFixed(0)} MB at most until 5 s after (now ${residentMb(restarted).toFixed(0)} MB)`,
      ].join('\n'),
    );
  } finally {
    await stopStack();
  }
}

await main();
