// node bench/moving/moving.mjs [posts] [images] (after make build): moving a blog in and out on the
// built API and a PostgreSQL of its own (seeded-api.mjs), loopback only. It writes, from a seeded
// sequence of words:
// - a WordPress export of `posts` posts (1,000) of 5,000 characters of HTML (paragraphs, headings,
//   lists, code), each naming an image of the old site;
// - the same blog's export (its posts titled apart) zipped with its uploads folder, `images` (200)
//   JPEGs that as many posts show;
// and measures each one's preview and import (the time, the API's resident memory at rest before,
// its peak until the answer and while the pages follow, the reading and image processes' peaks),
// the time until every imported post's page is served, the export of the whole site (time, size,
// the API's peak), and the API's memory at rest once started again on the site the imports made.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort, stopProcess, waitForUrl } from '@portfolio/stack/processes';
import { ZipFile } from 'yazl';
import { residentMb, sampleMemory } from '../memory.mjs';
import { REPO, startApi, startDatabase } from '../seeded-api.mjs';
import { settled } from '../settle.mjs';

const POSTS = Number(process.argv[2] ?? 1_000);
const IMAGES = Number(process.argv[3] ?? 200);
const CHARACTERS = 5_000;
const WORK = join(tmpdir(), `moving-bench-${randomBytes(4).toString('hex')}`);
mkdirSync(WORK, { recursive: true });

const WORDS = `queue lock index page cache latency budget schema replica backup vacuum planner commit
  rollback writer reader socket thread buffer kernel packet header origin policy render layout
  column table query join cursor batch stream window signal metric trace sample median spread`
  .split(/\s+/)
  .filter(Boolean);

/** A sentence of `count` words from a sequence seeded with `seed`. */
function words(seed, count) {
  let state = seed;
  return Array.from(
    { length: count },
    () => WORDS[(state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % WORDS.length],
  ).join(' ');
}

/** Post `at`'s HTML, about `CHARACTERS` long: paragraphs, a heading, a list and code, as WordPress keeps it. */
function postHtml(at) {
  const parts = [`<h2>${words(at, 4)}</h2>`, `<ul><li>${words(at + 1, 6)}</li><li>${words(at + 2, 6)}</li></ul>`];
  parts.push(`<pre><code class="language-sql">SELECT ${at} FROM ${WORDS[at % WORDS.length]};</code></pre>`);
  parts.push(`<p><img src="https://old.example/wp-content/uploads/2020/01/figure-${at}.jpg" alt="Figure ${at}"></p>`);
  for (let part = 3; parts.join('').length < CHARACTERS; part += 1) parts.push(`<p>${words(at * 31 + part, 40)}.</p>`);
  return parts.join('\n');
}

const date = (at) => new Date(Date.UTC(2020, 0, 1) + at * 3_600_000 * 6).toISOString();

/** A WordPress export of `POSTS` posts, each title starting with `kind`, to `path`. */
function wordPressExport(path, kind) {
  const file = createWriteStream(path);
  file.write(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>An old blog</title><wp:wxr_version>1.2</wp:wxr_version>\n`);
  for (let at = 0; at < POSTS; at += 1) {
    const moment = date(at);
    file.write(`<item><title>${kind} ${words(at, 5)} ${at}</title>
<link>https://old.example/${moment.slice(0, 4)}/${moment.slice(5, 7)}/${kind.toLowerCase()}-${at}/</link>
<content:encoded><![CDATA[${postHtml(at)}]]></content:encoded>
<excerpt:encoded><![CDATA[${words(at + 7, 20)}]]></excerpt:encoded>
<wp:post_date_gmt>${moment.slice(0, 10)} ${moment.slice(11, 19)}</wp:post_date_gmt>
<wp:post_name>${kind.toLowerCase()}-post-${at}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
<category domain="post_tag" nicename="t${at % 50}"><![CDATA[Tag ${at % 50}]]></category></item>\n`);
  }
  file.end('</channel></rss>\n');
  return new Promise((resolve) => file.on('finish', resolve));
}

/** The export at `exportPath` zipped with its uploads folder: `IMAGES` JPEGs, those the first posts show. */
async function wordPressArchive(path, exportPath) {
  const zip = new ZipFile();
  zip.addFile(exportPath, 'export.xml');
  for (let at = 0; at < IMAGES; at += 1) {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: { r: at % 256, g: 90, b: 160 },
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    zip.addBuffer(jpeg, `wp-content/uploads/2020/01/figure-${at}.jpg`, { compress: false });
  }
  zip.end();
  await new Promise((resolve) => zip.outputStream.pipe(createWriteStream(path)).on('finish', resolve));
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const wxr = join(WORK, 'export.xml');
  const withUploads = join(WORK, 'export-with-uploads.xml');
  const archive = join(WORK, 'export-with-uploads.zip');
  await wordPressExport(wxr, 'Plain');
  // Twice the posts must fit the blog's 10,000 for the second file; a larger first one is measured alone.
  const second = POSTS * 2 <= 9_000;
  if (second) {
    await wordPressExport(withUploads, 'Uploads');
    await wordPressArchive(archive, withUploads);
  }
  const database = await startDatabase(WORK);
  const port = await freePort();
  let api = startApi(join(REPO, 'backend', 'dist'), { port, databaseUrl: database.url, work: WORK });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${base}/api/health`, { timeoutMs: 120_000 });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'a bench password of some length' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const rows = [];
    // The export with its uploads first, on a site of three posts: the measure asked of an import.
    const plain = ['WordPress export', wxr, 'application/xml'];
    const zipped = ['WordPress export with its uploads folder, zipped', archive, 'application/zip'];
    for (const [name, path, type] of second ? [zipped, plain] : [plain]) {
      const bytes = readFileSync(path);
      for (const preview of [true, false]) {
        await settled(api.pid);
        const rest = residentMb(api.pid);
        const memory = sampleMemory(api.pid);
        memory.phase('answer');
        const started = performance.now();
        const answer = await fetch(`${base}/api/import${preview ? '?preview=1' : ''}`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': type },
          body: bytes,
        });
        const body = await answer.json();
        const seconds = (performance.now() - started) / 1000;
        memory.phase('pages');
        if (!answer.ok) throw new Error(`${name}: ${answer.status} ${JSON.stringify(body)}`);
        let served = '';
        if (!preview) {
          // Every imported post's page, asked for in turn until each answers.
          const added = body.posts.filter(({ outcome }) => outcome !== 'skipped');
          if (added.length !== POSTS) throw new Error(`${name}: ${added.length} of ${POSTS} posts imported`);
          for (const { slug } of added) await waitForUrl(`${base}/blog/${slug}`, { timeoutMs: 600_000 });
          served = `${((performance.now() - started) / 1000).toFixed(1)} s`;
        }
        const peaks = memory.stop();
        rows.push(
          `| ${name} (${mb(statSync(path).size)}), ${preview ? 'preview' : 'import'} | ${body.posts.length} posts, ${body.images} images | ${seconds.toFixed(1)} s | ${served || '–'} | ${rest.toFixed(0)} MB | ${peaks.phaseMb.answer.toFixed(0)} MB | ${preview ? '–' : `${peaks.phaseMb.pages.toFixed(0)} MB`} | ${peaks.importProcessMb.toFixed(0)} MB | ${peaks.imageProcessMb.toFixed(0)} MB |`,
        );
      }
    }
    await settled(api.pid);
    const rest = residentMb(api.pid);
    const memory = sampleMemory(api.pid);
    const started = performance.now();
    const exported = Buffer.from(
      await (await fetch(`${base}/api/export`, { headers: { Cookie: cookie } })).arrayBuffer(),
    );
    const seconds = (performance.now() - started) / 1000;
    const peaks = memory.stop();
    writeFileSync(join(WORK, 'export.zip'), exported);
    rows.push(
      `| export of the whole site (${mb(exported.length)}) | every post and upload | ${seconds.toFixed(1)} s | – | ${rest.toFixed(0)} MB | ${peaks.apiMb.toFixed(0)} MB | – | – | – |`,
    );
    // The same site served by an API started afresh: what the blog's size holds, without what the
    // imports and the export left behind (the pages are kept, not made again).
    await stopProcess(api.pid);
    api = startApi(join(REPO, 'backend', 'dist'), { port, databaseUrl: database.url, work: WORK });
    await waitForUrl(`${base}/api/health`, { timeoutMs: 120_000 });
    await fetch(`${base}/blog`);
    await settled(api.pid);
    rows.push(
      `| the API started again on the imported site | – | – | – | ${residentMb(api.pid).toFixed(0)} MB | – | – | – | – |`,
    );
    process.stdout.write(
      [
        `Moving in and out: ${POSTS} posts of ${CHARACTERS} characters, ${IMAGES} images (node bench/moving/moving.mjs)`,
        '',
        '| what | holds | answered in | every page served after | API at rest before | API peak, answering | API peak, pages made after | reading process peak | image process peak |',
        '|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await stopProcess(api.pid);
    await stopProcess(database.pid);
  }
}

await main();
