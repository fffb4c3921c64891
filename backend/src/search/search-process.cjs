// Brings the blog's search index up to date with the public posts, in a process of its own started
// for one build and gone when it is stored: the index of 10,000 posts takes more memory than the
// API has, and none of it stays. Plain JavaScript, so that the tests run the file the API does. It
// receives { posts } in batches (each post's address, what its page shows, its body's id and its
// language's index), then { databaseUrl, metas } (each language's index's description), and
// answers { posts, read, chunks, written, patched, phases } (how many posts were read again, chunks
// written and languages' indexes patched rather than made whole, and the milliseconds each phase took).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { Client } = require('pg');
const { searchFragmentName, SEARCH_INDEX_VERSION } = require('@portfolio/contract');
const { postText } = require('@portfolio/contract/markdown');
const {
  fragmentText,
  patchedIndexFiles,
  postWeights,
  readWeights,
  searchIndexFiles,
  weightsText,
} = require('@portfolio/contract/search-build');
const { chunkTexts, digest, storedMetas, storeFiles } = require('./search-files.cjs');

// Bodies are read this many at a time: a few megabytes at most.
const BODIES_AT_ONCE = 100;
// A language's index is patched while fewer than this share of its posts changed: past it, most of
// its chunks would be read and made again anyway, and a whole build reads each kept post once.
const PATCHED_BELOW = 0.25;
// One build at a time, whichever process of the site starts it.
const BUILD_LOCK = 0x5ea4c4;

/** What a post's page shows, as a digest: a post whose digest is the kept one is not read again. */
const postDigest = ({ url, title, date, tags, excerpt, body, language }) =>
  digest(
    JSON.stringify(
      language === undefined
        ? [url, title, date, tags, excerpt, body]
        : [url, title, date, tags, excerpt, body, language],
    ),
  );

/** A language's index made from every post's kept weights, read a thousand posts at a time. */
async function wholeIndex(client, numbers, meta) {
  const weights = new Map();
  for (let at = 0; at < numbers.length; at += 1_000) {
    const { rows } = await client.query('SELECT number, weights FROM search_post WHERE number = ANY($1)', [
      numbers.slice(at, at + 1_000),
    ]);
    for (const { number, weights: text } of rows) weights.set(number, readWeights(text));
  }
  return searchIndexFiles(weights, meta);
}

/**
 * Whether a language's index is patched from its stored description (`before`) and the chunks
 * that hold the changed posts' words: not when there is no description of this format, when a
 * chunk it names is missing (a database restored in part), or when a quarter of its posts or more
 * changed; it is made whole from every post's kept weights then.
 */
const patchable = (before, storedNames, changes, posts) =>
  before?.version === SEARCH_INDEX_VERSION &&
  before.chunks.every(([, name]) => storedNames.has(name)) &&
  changes < posts * PATCHED_BELOW;

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
  const { rows } = await client.query('SELECT slug, number, digest FROM search_post');
  const fragments = await client.query("SELECT name FROM search_file WHERE name LIKE 'p/%'");
  const stored = new Set(fragments.rows.map(({ name }) => name));
  const kept = new Map(rows.map((row) => [row.slug, row]));
  const wanted = new Set(posts.map(({ slug }) => slug));
  const gone = rows.filter(({ slug }) => !wanted.has(slug));

  // A post keeps its number while it keeps its address; a new one takes the next.
  let next = rows.reduce((most, { number }) => Math.max(most, number), 0) + 1;
  const changed = [];
  // The posts' numbers, by the description of their language's index: each of the site's languages has one.
  const languages = new Map(metas.map((meta) => [meta, []]));
  for (const post of posts) {
    const row = kept.get(post.slug);
    const postDigestNow = postDigest(post);
    const number = row ? row.number : next++;
    languages.get(post.meta).push(number);
    // A post is read again when what its page shows changed, or its fragment is gone.
    if (row?.digest !== postDigestNow || !stored.has(searchFragmentName(row.number))) {
      changed.push({ post, digest: postDigestNow, number });
    }
  }
  const descriptions = await storedMetas(client);
  const storedChunks = await client.query("SELECT name FROM search_file WHERE name LIKE 'c-%'");
  const storedNames = new Set(storedChunks.rows.map(({ name }) => name));
  // The languages whose index is patched; a post gone is taken out of each, not knowing its own.
  const patched = new Set(
    metas.filter((meta) => {
      const count = changed.filter(({ post }) => post.meta === meta).length + gone.length;
      return patchable(descriptions.get(meta), storedNames, count, languages.get(meta).length);
    }),
  );
  // The words the posts a patch changes or takes out had, which their chunks hold until patched.
  const taken = patched.size > 0 ? gone : [];
  const reread = [...changed.filter(({ post }) => patched.has(post.meta)).map(({ post }) => post), ...taken];
  const { rows: before } = await client.query('SELECT slug, weights FROM search_post WHERE slug = ANY($1)', [
    reread.map(({ slug }) => slug),
  ]);
  const weightsBefore = new Map(before.map(({ slug, weights }) => [slug, weights]));
  await client.query('DELETE FROM search_post WHERE slug = ANY($1)', [gone.map(({ slug }) => slug)]);
  await client.query('DELETE FROM search_file WHERE name = ANY($1)', [
    gone.map(({ number }) => searchFragmentName(number)),
  ]);
  phase('kept');
  // The patched languages' changes: each changed post's words before and now.
  const changes = new Map(metas.map((meta) => [meta, []]));
  const goneChanges = taken.map(({ slug, number }) => ({
    number,
    before: new Map(readWeights(weightsBefore.get(slug) ?? '')),
    now: [],
  }));
  for (let at = 0; at < changed.length; at += BODIES_AT_ONCE) {
    const batch = changed.slice(at, at + BODIES_AT_ONCE);
    const bodies = await client.query('SELECT id, markdown FROM post_body WHERE id = ANY($1)', [
      batch.map(({ post }) => post.body),
    ]);
    const markdown = new Map(bodies.rows.map(({ id, markdown }) => [id, markdown]));
    const shownFragments = [];
    for (const { post, digest: postDigestNow, number } of batch) {
      const shown = { ...post, text: postText(markdown.get(post.body) ?? '') };
      const postWeightsNow = postWeights(shown);
      if (patched.has(post.meta)) {
        changes.get(post.meta).push({
          number,
          before: readWeights(weightsBefore.get(post.slug) ?? ''),
          now: postWeightsNow,
        });
      }
      await client.query(
        `INSERT INTO search_post (slug, number, digest, weights) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO UPDATE SET digest = excluded.digest, weights = excluded.weights`,
        [post.slug, number, postDigestNow, weightsText(postWeightsNow)],
      );
      shownFragments.push({ name: searchFragmentName(number), text: fragmentText(shown) });
    }
    await storeFiles(client, shownFragments);
  }

  phase('read');
  const files = [];
  for (const [meta, numbers] of languages) {
    files.push(
      patched.has(meta)
        ? await patchedIndexFiles(
            descriptions.get(meta),
            (names) => chunkTexts(client, names),
            [...changes.get(meta), ...goneChanges],
            numbers.length,
            meta,
          )
        : await wholeIndex(client, numbers, meta),
    );
  }
  // Chunks are named after their content: one already stored is the same file, whichever language's.
  const chunks = [...new Map(files.flatMap((file) => file.chunks).map((chunk) => [chunk.name, chunk])).values()];
  phase('index');
  const added = chunks.filter(({ name }) => !storedNames.has(name));
  await storeFiles(client, added);
  phase('stored');
  // The chunks the descriptions name now, and those the descriptions being replaced name, kept one
  // build longer: a reader who read one of them a moment ago (or a proxy that keeps it a second)
  // still finds its chunks.
  const named = (description) => description.chunks.map(([, name]) => name);
  const keptChunks = new Set([
    ...files.flatMap(({ meta }) => named(JSON.parse(meta.text))),
    ...[...descriptions.values()].flatMap(named),
  ]);
  await client.query('DELETE FROM search_file WHERE name = ANY($1)', [
    [...storedNames].filter((name) => !keptChunks.has(name)),
  ]);
  await storeFiles(
    client,
    files.map(({ meta }) => meta),
  );
  // A language the site no longer has: its description goes, and its search with it.
  await client.query("DELETE FROM search_file WHERE name LIKE '%/meta.json' AND name <> ALL($1)", [
    files.map(({ meta }) => meta.name),
  ]);
  await client.query('COMMIT');
  phase('committed');
  return {
    posts: posts.length,
    read: changed.length,
    chunks: chunks.length,
    written: added.length,
    patched: patched.size,
    phases,
  };
}

// The posts come a batch to a message, then what starts the build.
const posts = [];
process.on('message', (message) => {
  if (message.posts) return void posts.push(...message.posts);
  const { databaseUrl, metas } = message;
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
