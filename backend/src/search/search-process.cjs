// Brings the blog's search index up to date with the public posts, in a process of its own started
// for one build and gone when it is stored: the index of 10,000 posts takes more memory than the
// API has, and none of it stays. Plain JavaScript, so that the tests run the file the API does. It
// receives { databaseUrl, posts, metas } (each post's address, what its page shows, its body's id and
// its language's index; each language's index's description) and
// answers { posts, read, chunks, written, phases } (how many posts were read again and chunks
// written, and the milliseconds each phase took).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { createHash } = require('node:crypto');
const { gunzipSync, gzipSync } = require('node:zlib');
const { Client } = require('pg');
const { searchFragmentName } = require('@portfolio/contract');
const { postText } = require('@portfolio/contract/markdown');
const {
  fragmentText,
  postWeights,
  readWeights,
  searchIndexFiles,
  weightsText,
} = require('@portfolio/contract/search-build');

// Bodies are read this many at a time: a few megabytes at most.
const BODIES_AT_ONCE = 100;
// One build at a time, whichever process of the site starts it.
const BUILD_LOCK = 0x5ea4c4;

const digest = (text) => createHash('sha256').update(text).digest('base64url');

/** What a post's page shows, as a digest: a post whose digest is the kept one is not read again. */
const postDigest = ({ url, title, date, tags, excerpt, body, language }) =>
  digest(
    JSON.stringify(
      language === undefined
        ? [url, title, date, tags, excerpt, body]
        : [url, title, date, tags, excerpt, body, language],
    ),
  );

async function storeFile(client, name, text) {
  await client.query(
    `INSERT INTO search_file (name, etag, gzip) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET etag = excluded.etag, gzip = excluded.gzip`,
    [name, `W/"${digest(text).slice(0, 27)}"`, gzipSync(text, { level: 9 })],
  );
}

/** The names of the chunks the stored descriptions name, every language's. */
async function describedChunks(client) {
  const { rows } = await client.query("SELECT gzip FROM search_file WHERE name LIKE '%meta.json'");
  return rows.flatMap(({ gzip }) => JSON.parse(gunzipSync(gzip).toString()).chunks.map(([, name]) => name));
}

async function build(client, posts, metas) {
  const phases = {};
  let since = performance.now();
  const phase = (name) => {
    const now = performance.now();
    phases[name] = Math.round(now - since);
    since = now;
  };
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock($1)', [BUILD_LOCK]);
  const { rows } = await client.query('SELECT slug, number, digest, weights FROM search_post');
  const fragments = await client.query("SELECT name FROM search_file WHERE name LIKE 'p/%'");
  const stored = new Set(fragments.rows.map(({ name }) => name));
  const kept = new Map(rows.map((row) => [row.slug, row]));
  const wanted = new Set(posts.map(({ slug }) => slug));
  const gone = rows.filter(({ slug }) => !wanted.has(slug));
  await client.query('DELETE FROM search_post WHERE slug = ANY($1)', [gone.map(({ slug }) => slug)]);
  await client.query('DELETE FROM search_file WHERE name = ANY($1)', [
    gone.map(({ number }) => searchFragmentName(number)),
  ]);

  // A post keeps its number while it keeps its address; a new one takes the next.
  let next = rows.reduce((most, { number }) => Math.max(most, number), 0) + 1;
  const weights = new Map();
  const changed = [];
  // The posts' numbers, by the description of their language's index: each of the site's languages has one.
  const languages = new Map(metas.map((meta) => [meta, []]));
  for (const post of posts) {
    const row = kept.get(post.slug);
    const postDigestNow = postDigest(post);
    const number = row ? row.number : next++;
    languages.get(post.meta).push(number);
    // A post is read again when what its page shows changed, or its fragment is gone.
    if (row?.digest === postDigestNow && stored.has(searchFragmentName(row.number))) {
      weights.set(number, readWeights(row.weights));
    } else changed.push({ post, digest: postDigestNow, number });
  }
  phase('kept');
  for (let at = 0; at < changed.length; at += BODIES_AT_ONCE) {
    const batch = changed.slice(at, at + BODIES_AT_ONCE);
    const bodies = await client.query('SELECT id, markdown FROM post_body WHERE id = ANY($1)', [
      batch.map(({ post }) => post.body),
    ]);
    const markdown = new Map(bodies.rows.map(({ id, markdown }) => [id, markdown]));
    for (const { post, digest: postDigestNow, number } of batch) {
      const shown = { ...post, text: postText(markdown.get(post.body) ?? '') };
      const postWeightsNow = postWeights(shown);
      weights.set(number, postWeightsNow);
      await client.query(
        `INSERT INTO search_post (slug, number, digest, weights) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO UPDATE SET digest = excluded.digest, weights = excluded.weights`,
        [post.slug, number, postDigestNow, weightsText(postWeightsNow)],
      );
      await storeFile(client, searchFragmentName(number), fragmentText(shown));
    }
  }

  phase('read');
  // Each language's index is its posts' alone; chunks are named after their content: one already
  // stored is the same file, whichever language's.
  const files = [...languages].map(([meta, numbers]) =>
    searchIndexFiles(new Map(numbers.map((number) => [number, weights.get(number)])), meta),
  );
  const chunks = [...new Map(files.flatMap((file) => file.chunks).map((chunk) => [chunk.name, chunk])).values()];
  phase('index');
  const storedChunks = await client.query("SELECT name FROM search_file WHERE name LIKE 'c-%'");
  const storedNames = new Set(storedChunks.rows.map(({ name }) => name));
  const names = new Set(chunks.map(({ name }) => name));
  const added = chunks.filter(({ name }) => !storedNames.has(name));
  for (const { name, text } of added) await storeFile(client, name, text);
  // The chunks the descriptions being replaced name are kept one build longer: a reader who read
  // one of them a moment ago (or a proxy that keeps it a second) still finds its chunks.
  const keptChunks = new Set([...names, ...(await describedChunks(client))]);
  await client.query('DELETE FROM search_file WHERE name = ANY($1)', [
    [...storedNames].filter((name) => !keptChunks.has(name)),
  ]);
  for (const { meta } of files) await storeFile(client, meta.name, meta.text);
  // A language the site no longer has: its description goes, and its search with it.
  await client.query("DELETE FROM search_file WHERE name LIKE '%/meta.json' AND name <> ALL($1)", [
    files.map(({ meta }) => meta.name),
  ]);
  await client.query('COMMIT');
  phase('stored');
  return { posts: posts.length, read: changed.length, chunks: chunks.length, written: added.length, phases };
}

process.once('message', ({ databaseUrl, posts, metas }) => {
  const client = new Client({ connectionString: databaseUrl, statement_timeout: 60_000 });
  client
    .connect()
    .then(() => build(client, posts, metas))
    .then(
      (answer) => process.send(answer),
      (error) => process.send({ failed: String(error?.stack ?? error) }),
    )
    .finally(() => client.end().finally(() => process.disconnect()));
});
