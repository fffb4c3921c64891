// The search index's files as stored in `search_file`, gzipped, for the build's process
// (search-process.cjs). Plain JavaScript, as that process is.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { createHash } = require('node:crypto');
const { promisify } = require('node:util');
const { gunzipSync, gzip } = require('node:zlib');

// Files are stored this many to a statement: a few megabytes of chunks at most.
const FILES_AT_ONCE = 100;
// Gzipped in libuv's threads, a batch at once, so that a second core takes its share.
// At level 6, as the posts' pages are: at 10,000 posts, level 9 took three times as long for chunks
// 0.3 % smaller.
const gzipped = promisify(gzip);
const GZIP_LEVEL = 6;

/** What a file's tag and a post's kept digest are made of. */
const digest = (text) => createHash('sha256').update(text).digest('base64url');

/** Stores `files` ({ name, text }), each gzipped under a tag of its content, a batch to a statement. */
async function storeFiles(client, files) {
  for (let at = 0; at < files.length; at += FILES_AT_ONCE) {
    const batch = files.slice(at, at + FILES_AT_ONCE);
    const bodies = await Promise.all(batch.map(({ text }) => gzipped(text, { level: GZIP_LEVEL })));
    await client.query(
      `INSERT INTO search_file (name, etag, gzip) SELECT * FROM unnest($1::text[], $2::text[], $3::bytea[])
       ON CONFLICT (name) DO UPDATE SET etag = excluded.etag, gzip = excluded.gzip`,
      [batch.map(({ name }) => name), batch.map(({ text }) => `W/"${digest(text).slice(0, 27)}"`), bodies],
    );
  }
}

/** The stored descriptions, every language's, by name. */
async function storedMetas(client) {
  const { rows } = await client.query("SELECT name, gzip FROM search_file WHERE name LIKE '%meta.json'");
  return new Map(rows.map(({ name, gzip }) => [name, JSON.parse(gunzipSync(gzip).toString())]));
}

/** The texts of stored chunks, in the order of `names`, read in one statement. */
async function chunkTexts(client, names) {
  const { rows } = await client.query('SELECT name, gzip FROM search_file WHERE name = ANY($1)', [names]);
  const texts = new Map(rows.map(({ name, gzip }) => [name, gunzipSync(gzip).toString()]));
  return names.map((name) => texts.get(name));
}

module.exports = { chunkTexts, digest, storedMetas, storeFiles };
