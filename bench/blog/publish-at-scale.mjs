// Publishing at the blog's bound (BENCH_PUBLISH_POSTS above 100, the most a whole save carries):
// the posts made one by one through the API, as the admin makes them (5,000 characters, 200 tags,
// as bench/blog-at-scale.mjs does), a one-post edit sent to the static host, and a full publish.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PUBLISHED_DIR } from '@portfolio/stack/native';
import { sampleMemory } from '../memory.mjs';
import { fetchOk } from '../owner-writes.mjs';
import { longPost } from '../sample-post.mjs';
import { createPosts } from './posts-api.mjs';

const CHARACTERS = 5_000;
const TAGS = 200;

/**
 * A full publish of what the target should hold, the target emptied first: every file sent, with
 * the API's resident memory read every 100 ms meanwhile.
 */
export async function fullPublish(api, apiPid) {
  for (const entry of readdirSync(PUBLISHED_DIR)) rmSync(join(PUBLISHED_DIR, entry), { recursive: true, force: true });
  const memory = sampleMemory(apiPid);
  const status = await api.publishNow();
  const { apiMb } = memory.stop();
  if (!status.ok) throw new Error(`the full publish failed: ${status.error}`);
  return { ...status.moved, peakMb: apiMb };
}

/** Each file of the target by its path, with when it last changed: what a publish rewrote shows. */
function targetFiles() {
  const files = new Map();
  for (const entry of readdirSync(PUBLISHED_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(`/${relative(PUBLISHED_DIR, path)}`, statSync(path).mtimeMs);
  }
  return files;
}

/** The newest post's body changed through its own route: what the publish moved, and which files. */
async function onePostEdit(api, apiUrl, cookie) {
  const json = { 'Content-Type': 'application/json', Cookie: cookie };
  const list = await (await fetchOk(`${apiUrl}/api/posts?page=1`, { headers: { Cookie: cookie } })).json();
  const current = await fetchOk(`${apiUrl}/api/posts/${list.posts[0].id}`, { headers: { Cookie: cookie } });
  const { id, ...post } = await current.json();
  const body = await api.storeBody(`${longPost(7, CHARACTERS)}\n\nEdited for the bench.`);
  const before = targetFiles();
  const since = Date.now();
  const saved = await fetchOk(`${apiUrl}/api/posts/${id}`, {
    method: 'PUT',
    headers: { ...json, 'If-Match': current.headers.get('etag') },
    body: JSON.stringify({ ...post, body }),
  });
  await saved.arrayBuffer();
  const answered = performance.now();
  const { moved } = await api.publishedAfter(since);
  const afterAnswerMs = performance.now() - answered;
  const changed = [...targetFiles()].filter(([path, at]) => before.get(path) !== at).map(([path]) => path);
  return { ...moved, afterAnswerMs, slug: post.slug, changed: changed.sort() };
}

/** The document grown to `posts` posts through the API, then a one-post edit and a full publish. */
export async function publishAtScale(api, { apiUrl, cookie, apiPid, posts, phase }) {
  const { document } = await api.document();
  const from = document.blogs.length;
  process.stderr.write(`publishing: ${posts - from} posts made through the API, to ${posts}\n`);
  const started = performance.now();
  await createPosts(apiUrl, cookie, from, posts, { characters: CHARACTERS, tags: TAGS, body: longPost });
  const seedMs = performance.now() - started;
  // What the saves left to send, sent: the edit's publish then moves only what the edit changed.
  await api.publishNow();
  phase(`publishing: a one-post edit at ${posts} posts`);
  const edit = await onePostEdit(api, apiUrl, cookie);
  phase(`publishing: a full publish of ${posts} posts`);
  const full = await fullPublish(api, apiPid);
  return { seedMs, made: posts - from, edit, full };
}

/** Its rows of make bench's table, through `line(what, value, target, met)`. */
export function atScaleRows({ seedMs, made, edit }, posts, line) {
  line(
    `${made} posts of ${CHARACTERS.toLocaleString('en')} characters under ${TAGS} tags made through the API (POST /api/posts), each save published`,
    `${(seedMs / 1000).toFixed(0)} s`,
    'shown',
  );
  const shown = edit.changed.slice(0, 8).join(', ') + (edit.changed.length > 8 ? ', …' : '');
  line(
    `A one-post edit at ${posts} posts (the newest's body): files and bytes sent, the publish's time; files rewritten: ${shown}`,
    `${edit.files} files, ${(edit.bytes / 1024).toFixed(1)} KB, ${edit.ms} ms (on the host ${(edit.afterAnswerMs / 1000).toFixed(2)} s after the save's answer, 2 s of it the wait for more saves)`,
    'the pages that show it; ≤ 2000 ms',
    edit.ms <= 2000,
  );
}
