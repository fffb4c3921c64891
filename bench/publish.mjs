// make bench's publishing figures, on the stack run.mjs started (PUBLISH_TO is its folder), with
// the e2e's static host (Caddy's file_server, no proxy to the API) serving that folder: how long a
// save takes to show on the static host, what a one-post edit and a full publish of the largest
// document move, the API's memory during that publish, and Lighthouse on the static host's pages
// against script-less copies served by the same server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startStaticHost } from '@portfolio/stack/static-host';
import { PUBLISHED_DIR } from '@portfolio/stack/native';
import { ownerClient } from './owner-client.mjs';
import { fetchOk, photoPixels } from './owner-writes.mjs';
import { audit, writeStaticCopy } from './page-audit.mjs';
import { atScaleRows, fullPublish, publishAtScale } from './blog/publish-at-scale.mjs';
import { longPost, postsWith } from './sample-post.mjs';
import { median, percentile } from './statistics.mjs';
import { CI, setting } from './settings.mjs';

// Each save waits out the publisher's 2 s for more saves, then a publish: 20 take about a minute.
const SAVES = setting('BENCH_PUBLISH_SAVES', 20, 3);
// The largest document a whole save carries has 100 posts; CI's check that the bench runs makes do
// with fewer. Beyond 100 the posts are made one by one (blog/publish-at-scale.mjs), up to the blog's bound.
const POSTS = setting('BENCH_PUBLISH_POSTS', 100, 10);
const WHOLE_SAVE_POSTS = 100;
const POST_CHARACTERS = 100_000;
/** The API's memory budget at every moment (docs/performance.md). */
const CEILING_MB = 120;
const BENCH_DIR = 'bench';

/** Until the static host's `path` holds `text`: polled every 20 ms, as a visitor reloading would find it. */
async function waitForText(url, text) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const response = await fetch(url, { cache: 'no-store' });
    if ((await response.text()).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not show "${text}" within a minute`);
}

/**
 * Each save's answer to the new page on the static host, `count` saves one after another, each
 * once the publish before it has ended (a save during a publish is sent right after it, without
 * the wait for more saves, which would make it look faster than a lone save is).
 */
async function timeSavesToHost(api, hostUrl, count) {
  const durations = [];
  let { document, etag } = await api.document();
  for (let save = 1; save <= count; save += 1) {
    const title = `Engineer, published ${save}`;
    document.personalInfo.title = title;
    etag = await api.save(document, etag);
    const answered = performance.now();
    const since = Date.now();
    await waitForText(`${hostUrl}/`, title);
    durations.push(performance.now() - answered);
    await api.publishedAfter(since);
  }
  return durations;
}

/** A one-post edit: the sample post's body changed; what its publish moved, by the health's report. */
async function onePostEdit(api, slug) {
  const { document, etag } = await api.document();
  const post = document.blogs.find((each) => each.slug === slug);
  post.body = await api.storeBody(`${longPost(7, 20_000)}\n\nEdited for the bench.`);
  const since = Date.now();
  await api.save(document, etag);
  return (await api.publishedAfter(since)).moved;
}

/**
 * A 640 × 400 JPEG, different for each `seed`: a post's illustration, small enough that a hundred
 * uploads (two WebP copies each) keep the phase short.
 */
const illustration = (seed) =>
  sharp(photoPixels(seed, 640, 400), { raw: { width: 640, height: 400, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The largest document: 100 public posts of 100,000 characters, each with an image of its own. */
async function saveLargestDocument(api) {
  process.stderr.write(
    `publishing: ${POSTS} posts of ${POST_CHARACTERS.toLocaleString('en')} characters, each with an image\n`,
  );
  const bodies = [];
  for (let post = 0; post < POSTS; post += 1) {
    const figure = `![Figure ${post + 1}](${await api.upload(await illustration(post))})\n\n`;
    bodies.push(await api.storeBody(figure + longPost(post, POST_CHARACTERS - figure.length)));
  }
  const { document, etag } = await api.document();
  document.blogs = postsWith(document.blogs[0], bodies);
  const since = Date.now();
  await api.save(document, etag);
  await api.publishedAfter(since);
}

/**
 * Lighthouse on the static host's `/` and `postPath`, each beside a copy served by the same
 * server: the home page as the browser drew it without its scripts, the post page's bytes as they
 * are (it runs no script). The copies sit in a folder of the target no publish names or removes.
 */
async function auditPages(hostUrl, postPath, runs) {
  const pages = { home: [], homeCopy: [], post: [], postCopy: [] };
  // The copies only judge the pages' speed, which CI's mode does not measure (settings.mjs).
  if (!CI) {
    mkdirSync(join(PUBLISHED_DIR, BENCH_DIR), { recursive: true });
    await writeStaticCopy(hostUrl, join(PUBLISHED_DIR, BENCH_DIR, 'page.html'));
    const post = Buffer.from(await (await fetchOk(`${hostUrl}${postPath}`)).arrayBuffer());
    writeFileSync(join(PUBLISHED_DIR, BENCH_DIR, 'post.html'), post);
  }
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`run ${run}/${runs}: Lighthouse on the static host\n`);
    pages.home.push(await audit(`${hostUrl}/`));
    if (!CI) pages.homeCopy.push(await audit(`${hostUrl}/${BENCH_DIR}/page.html`));
    pages.post.push(await audit(`${hostUrl}${postPath}`));
    if (!CI) pages.postCopy.push(await audit(`${hostUrl}/${BENCH_DIR}/post.html`));
  }
  return pages;
}

/**
 * The publishing figures, on the running stack: `postPath` is a published post's page (run.mjs's
 * sample post). Leaves the document with the 100 posts, so it runs last.
 */
export async function measurePublishing({ apiUrl, apiPid, cookie, postPath, pageRuns, phase }) {
  const api = ownerClient(apiUrl, cookie);
  const host = await startStaticHost();
  try {
    phase('publishing: saves to the static host');
    process.stderr.write(`publishing: ${SAVES} saves, each to the static host\n`);
    await api.publishNow();
    const saves = await timeSavesToHost(api, host.url, SAVES);
    phase('publishing: Lighthouse on the static host');
    const pages = await auditPages(host.url, postPath, pageRuns);
    phase('publishing: a one-post edit');
    const edit = await onePostEdit(api, postPath.split('/').pop());
    if (POSTS > WHOLE_SAVE_POSTS) {
      const scale = await publishAtScale(api, { apiUrl, cookie, apiPid, posts: POSTS, phase });
      return { saves, pages, edit, full: scale.full, scale };
    }
    phase('publishing: the largest document');
    await saveLargestDocument(api);
    phase('publishing: a full publish of the largest document');
    const full = await fullPublish(api, apiPid);
    return { saves, pages, edit, full };
  } finally {
    await host.stop();
  }
}

/** The publishing rows of make bench's table, through its `line(what, value, target, met)`. */
export function publishingRows({ saves, pages, edit, full, scale }, line) {
  const p50 = percentile(saves, 50);
  const p95 = percentile(saves, 95);
  line(
    `A save's answer to the new page on the static host, p50 / p95 (${saves.length} saves; 2 s of it the wait for more saves)`,
    `${(p50 / 1000).toFixed(2)} / ${(p95 / 1000).toFixed(2)} s`,
    'shown',
  );
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  line(
    'A one-post edit: files and bytes sent, how long',
    `${edit.files} files, ${kb(edit.bytes)}, ${edit.ms} ms`,
    '4 files: the post, /, feed, sitemap',
    edit.files === 4,
  );
  if (scale) atScaleRows(scale, POSTS, line);
  line(
    scale
      ? `A full publish of ${POSTS} posts, the target emptied first`
      : `A full publish of ${POSTS} posts of ${POST_CHARACTERS.toLocaleString('en')} characters with an image each`,
    `${full.files} files, ${(full.bytes / 1024 / 1024).toFixed(1)} MB, ${(full.ms / 1000).toFixed(1)} s`,
    'shown',
  );
  line(
    '  API resident memory meanwhile, at its peak (read every 100 ms)',
    `${full.peakMb.toFixed(0)} MB`,
    `≤ ${CEILING_MB} MB`,
    full.peakMb <= CEILING_MB,
  );
  for (const [what, runs, copies] of [
    ['The static host’s /', pages.home, pages.homeCopy],
    ['The static host’s post page', pages.post, pages.postCopy],
  ]) {
    line(
      `${what}: Lighthouse performance (runs; the copy's)`,
      `${median(runs.map((run) => run.performance))} (${[runs, copies].flatMap((each) => each.map((run) => run.performance).join(', ') || []).join('; ')})`,
      '100',
      runs.every((run) => run.performance === 100),
    );
    if (copies.length === 0) continue;
    const ratios = runs.map((run, index) => run.lcpMs / copies[index].lcpMs);
    line(
      `  LCP, page vs the copy on the same server (runs: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
      `${Math.round(median(runs.map((run) => run.lcpMs)))} vs ${Math.round(median(copies.map((run) => run.lcpMs)))} ms (${median(ratios).toFixed(2)}×)`,
      '≤ 1.05×',
      median(ratios) <= 1.05,
    );
  }
}
