// Posts made through the API one at a time, as the admin makes them: the blog's benches seed
// their posts so, since a whole document carries at most 100 posts.
import { fetchOk } from '../owner-writes.mjs';

// Posts made at once: the owner's lock serialises their writes; a few in flight keep it busy.
const IN_FLIGHT = 4;

/**
 * The `index`th post: one a day back from `from` (today unless said), two tags of `tags`
 * ("Topic 0", "Topic 1", …), a body of its own.
 */
export function postFields(index, body, { tags = 200, from = Date.now() } = {}) {
  const day = new Date(from - (index + 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Post ${index + 1}`,
    readTime: '5 min read',
    date: day,
    excerpt: `What post ${index + 1} is about, in a sentence a reader scans.`,
    slug: `post-${index + 1}`,
    status: 'published',
    publishAt: '',
    tags: [`Topic ${index % tags}`, `Topic ${(index * 7 + 3) % tags}`],
    body,
    formerSlugs: [],
    hidden: false,
  };
}

/**
 * Posts `from` to `to` (excluded), each a body of `characters` (longPost's, seeded by its index)
 * stored, then the post made with `POST /api/posts`; `fields` are postFields's options.
 */
export async function createPosts(apiUrl, cookie, from, to, { characters, body, ...fields }) {
  const json = { 'Content-Type': 'application/json', Cookie: cookie };
  let next = from;
  const worker = async () => {
    for (let index = next++; index < to; index = next++) {
      const stored = await fetchOk(`${apiUrl}/api/post-bodies`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ markdown: body(index, characters) }),
      });
      const { id } = await stored.json();
      await fetchOk(`${apiUrl}/api/posts`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(postFields(index, id, fields)),
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/**
 * `count` saves of post `id`'s title through `PUT /api/posts/{id}`, each with the ETag of the one
 * before and `gapMs` after it: how long each took to answer, in ms, and the bytes each sent.
 */
export async function timePostSaves(apiUrl, cookie, id, count, { gapMs = 0 } = {}) {
  const current = await fetchOk(`${apiUrl}/api/posts/${id}`, { headers: { Cookie: cookie } });
  let etag = current.headers.get('etag');
  const { id: _, ...post } = await current.json();
  const durations = [];
  let bytes = 0;
  for (let save = 0; save < count; save += 1) {
    const body = JSON.stringify({ ...post, title: `${post.title.replace(/ \(\d+\)$/, '')} (${save})` });
    bytes = Buffer.byteLength(body);
    const started = performance.now();
    const result = await fetchOk(`${apiUrl}/api/posts/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'If-Match': etag },
      body,
    });
    durations.push(performance.now() - started);
    await result.arrayBuffer();
    etag = result.headers.get('etag');
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return { durations, bytes };
}
