// make bench: starts the real stack natively (PostgreSQL, the built API, nginx from the
// project's template) and measures, side by side in each round, the read path, the pre-rendered
// page and an upload against nginx serving the same bytes as static files; then saves, uploads of
// phone photos, the public page, a post's and the blog's listings (blog/blog-pages.mjs) in Lighthouse
// against static copies of them, the admin's first load
// (the sign-in screen, and the editor after signing in), the API's memory (and the image
// process's) while uploads run, visit counting (visits.mjs) and publishing to a static host
// (publish.mjs).
// Figures are medians over the rounds; ratios are taken within a round, so a noisy shared machine
// moves both sides alike. Loopback only, bounded in time.
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startHttpsProxy } from '@portfolio/stack/https-proxy';
import { OWNER, startStack, stopStack } from '@portfolio/stack/native';
import { auditBlogPages, seedBlogPages } from './blog/blog-pages.mjs';
import { residentMb, sampleMemory } from './memory.mjs';
import { audit, writeStaticCopy } from './page-audit.mjs';
import { photo, publishPost, setSiteTheme, signIn, timeSaves, timeUploads } from './owner-writes.mjs';
import { measurePublishing } from './publish.mjs';
import { samplePost } from './sample-post.mjs';
import { measureVisits } from './visits.mjs';
import { report } from './report.mjs';
import { requestsPerSecond } from './wrk.mjs';
import { median, percentile } from './statistics.mjs';
import { CI, setting } from './settings.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = join(REPO, 'bench', '.work');
const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
// Lighthouse's runs of `/`, its static copy and a post's page, over HTTPS and HTTP: the worst of
// them is held to the line too, not only the median.
const PAGE_RUNS = setting('BENCH_PAGE_RUNS', 5, 1);
const SECONDS = setting('BENCH_SECONDS', 5, 1);
const SAVES = setting('BENCH_SAVES', 200, 20);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 5);
const MISS_SECONDS = Math.min(SECONDS, 2);
const wrk = (url, headers = {}, seconds = SECONDS, options = {}) => requestsPerSecond(url, headers, seconds, options);
/** Lighthouse on a page's static copy, into `runs`: in CI's mode neither the copy is made nor audited. */
const auditCopy = async (runs, url) => CI || runs.push(await audit(url));
async function main() {
  rmSync(WORK, { recursive: true, force: true });
  const site = join(WORK, 'site');
  cpSync(join(REPO, 'frontend', 'dist'), site, { recursive: true });
  mkdirSync(join(site, 'bench'));
  // Request logging off (warn): the figures are of the read path, not of writing a line per request.
  const { baseUrl, apiPid, apiPort, databaseUrl } = await startStack({ siteRoot: site, logLevel: 'warn' });
  // The public page as the README deploys it: Caddy's HTTPS, over HTTP/2, in front of nginx.
  const https = await startHttpsProxy();
  // The API's memory from start to end: the budget holds at every moment, not only while uploading.
  const throughout = sampleMemory(apiPid);
  try {
    // The same bytes the API sends, as a static file nginx serves from disk: the read path's limit.
    const api = await fetch(`${baseUrl}/api/portfolio`);
    writeFileSync(join(site, 'bench', 'portfolio.json'), Buffer.from(await api.arrayBuffer()));
    const apiTag = api.headers.get('etag');
    const staticTag = (await fetch(`${baseUrl}/bench/portfolio.json`)).headers.get('etag');

    process.stderr.write(`saves: ${SAVES}\n`);
    throughout.phase('saves');
    // Straight to the API: nginx lets requests with a session through at 5 a second per address,
    // a pace no owner keeps up but a run of saves does.
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const cookie = await signIn(apiUrl);
    const durations = await timeSaves(apiUrl, cookie, SAVES);
    const saves = { count: SAVES, p50: percentile(durations, 50), p99: percentile(durations, 99) };

    // Phone photos of 5 MB, each new to the API, one after another, then three at once (as many
    // as the API lets in): its memory is read every 100 ms meanwhile, and 2 s after the first run.
    process.stderr.write(`uploads: ${UPLOADS} photos of 5 MB, then 3 at once\n`);
    throughout.phase('uploads');
    const photos = await Promise.all(Array.from({ length: UPLOADS + 3 }, (_, seed) => photo(seed)));
    const oneByOne = sampleMemory(apiPid);
    const uploads = await timeUploads(apiUrl, cookie, photos.slice(0, UPLOADS));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const uploadRssMb = residentMb(apiPid);
    uploads.memory = oneByOne.stop();
    const atOnce = sampleMemory(apiPid);
    const atOnceAnswers = await Promise.all(photos.slice(UPLOADS).map((bytes) => timeUploads(apiUrl, cookie, [bytes])));
    uploads.memoryAtOnce = atOnce.stop();
    uploads.megabytes = median(photos.map((bytes) => bytes.length / 1024 / 1024));
    // The widest copy of the last photo, also as a static file: the same bytes from disk.
    const media = await fetch(`${baseUrl}${uploads.last.url}`);
    writeFileSync(join(site, 'bench', 'photo.webp'), Buffer.from(await media.arrayBuffer()));

    throughout.phase('the static copies');
    // The page as the API renders it (after the saves), as a static file with its gzipped copy
    // beside it, as the build's files have: nginx sends those bytes without compressing them.
    const page = Buffer.from(
      await (await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    );
    writeFileSync(join(site, 'bench', 'home.html'), page);
    writeFileSync(join(site, 'bench', 'home.html.gz'), gzipSync(page, { level: 9 }));
    if (!CI) await writeStaticCopy(baseUrl, join(site, 'bench', 'page.html'));

    // A long post with five code blocks and two of the photos, published, and its page as a
    // static file (it has no script: the copy is the page, byte for byte) with its gzipped copy.
    throughout.phase('publishing a post');
    const postPath = await publishPost(apiUrl, cookie, samplePost([uploads.last.url, atOnceAnswers[0].last.url]));
    const post = await fetch(`${baseUrl}${postPath}`, { headers: { 'Accept-Encoding': 'identity' } });
    if (post.status !== 200) throw new Error(`${postPath} answered ${post.status}`);
    const postPage = Buffer.from(await post.arrayBuffer());
    writeFileSync(join(site, 'bench', 'post.html'), postPage);
    writeFileSync(join(site, 'bench', 'post.html.gz'), gzipSync(postPage, { level: 9 }));
    // The blog's index past its first page, and a tag's page: more posts, through the API.
    const blog = await seedBlogPages({ apiUrl, baseUrl, cookie, site });

    const pages = {
      app: [],
      limit: [],
      appPlain: [],
      limitPlain: [],
      post: [],
      postLimit: [],
      postPlain: [],
      postLimitPlain: [],
      signIn: [],
      editor: [],
      appLight: [],
      limitLight: [],
    };
    // Each page beside its static copy, in the same minutes: what the machine adds, both have.
    for (let run = 1; run <= PAGE_RUNS; run += 1) {
      process.stderr.write(`run ${run}/${PAGE_RUNS}: Lighthouse on the public pages\n`);
      throughout.phase('Lighthouse on /');
      pages.app.push(await audit(`${https.url}/`));
      await auditCopy(pages.limit, `${https.url}/bench/page.html`);
      pages.appPlain.push(await audit(`${baseUrl}/`));
      await auditCopy(pages.limitPlain, `${baseUrl}/bench/page.html`);
      throughout.phase('Lighthouse on the post page');
      pages.post.push(await audit(`${https.url}${postPath}`));
      await auditCopy(pages.postLimit, `${https.url}/bench/post.html`);
      pages.postPlain.push(await audit(`${baseUrl}${postPath}`));
      await auditCopy(pages.postLimitPlain, `${baseUrl}/bench/post.html`);
      throughout.phase("Lighthouse on the blog's listings");
      await auditBlogPages(blog, https.url);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stderr.write(`round ${round}/${ROUNDS}: Lighthouse on the admin\n`);
      throughout.phase("Lighthouse on the admin's first load");
      pages.signIn.push(await audit(`${baseUrl}/admin`));
      pages.editor.push(await audit(`${baseUrl}/admin`, { owner: OWNER }));
    }
    // The home page in the light theme too: the site's default, as a visitor without a choice of
    // their own sees it, against a static copy of the page so drawn.
    throughout.phase('Lighthouse on /, the light theme');
    await setSiteTheme(apiUrl, cookie, 'light');
    if (!CI) await writeStaticCopy(baseUrl, join(site, 'bench', 'page-light.html'));
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stderr.write(`round ${round}/${ROUNDS}: Lighthouse, the light theme\n`);
      pages.appLight.push(await audit(`${https.url}/`));
      await auditCopy(pages.limitLight, `${https.url}/bench/page-light.html`);
    }
    await setSiteTheme(apiUrl, cookie, 'dark');
    // What the scripts' bodies weigh as nginx sends them (the build's gzipped copies): the figure
    // make test's budgets hold, without the headers Lighthouse counts too.
    const bodyKb = (run) =>
      run.scriptPaths.reduce((sum, path) => {
        const file = join(site, path);
        return sum + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
      }, 0) / 1024;
    for (const run of Object.values(pages).flat()) run.scriptBodyKb = bodyKb(run);

    const reads = {
      plain: [],
      gzip: [],
      notModified: [],
      strangerCookie: [],
      forgedSession: [],
      page: [],
      post: [],
      media: [],
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stderr.write(`round ${round}/${ROUNDS}: reads\n`);
      const gzip = { 'Accept-Encoding': 'gzip' };
      const pairs = {
        plain: [() => wrk(`${baseUrl}/api/portfolio`), () => wrk(`${baseUrl}/bench/portfolio.json`)],
        page: [() => wrk(`${baseUrl}/`, gzip), () => wrk(`${baseUrl}/bench/home.html`, gzip)],
        post: [() => wrk(`${baseUrl}${postPath}`, gzip), () => wrk(`${baseUrl}/bench/post.html`, gzip)],
        media: [() => wrk(`${baseUrl}${uploads.last.url}`), () => wrk(`${baseUrl}/bench/photo.webp`)],
        gzip: [() => wrk(`${baseUrl}/api/portfolio`, gzip), () => wrk(`${baseUrl}/bench/portfolio.json`, gzip)],
        notModified: [
          () => wrk(`${baseUrl}/api/portfolio`, { 'If-None-Match': apiTag }),
          () => wrk(`${baseUrl}/bench/portfolio.json`, { 'If-None-Match': staticTag }),
        ],
        // A flood carrying a cookie that is not the owner's session: served by the cache too.
        strangerCookie: [
          () => wrk(`${baseUrl}/api/portfolio`, { Cookie: 'x=1' }),
          () => wrk(`${baseUrl}/bench/portfolio.json`),
        ],
        // A forged session cookie passes the cache and meets nginx's per-client limit: nearly every
        // answer is nginx's own 429. Kept short: each request that reaches the API opens a new
        // connection (a variable upstream has no keep-alive) and leaves a port in TIME_WAIT.
        forgedSession: [
          () =>
            wrk(`${baseUrl}/api/portfolio`, { Cookie: 'portfolio_session=forged' }, MISS_SECONDS, { refusals: true }),
          () => wrk(`${baseUrl}/bench/portfolio.json`, {}, MISS_SECONDS),
        ],
      };
      // One after the other, never both at once: the path first in odd rounds, its limit first in
      // even ones, so that a machine growing busier or quieter through a pair favours neither side.
      for (const [name, [timePath, timeLimit]] of Object.entries(pairs)) {
        throughout.phase(`reads: ${name}`);
        let path, limit;
        if (round % 2 === 1) {
          path = await timePath();
          limit = await timeLimit();
        } else {
          limit = await timeLimit();
          path = await timePath();
        }
        reads[name].push({ path, limit, ratio: path / limit });
      }
    }

    throughout.phase('visits');
    const visits = await measureVisits({ baseUrl, apiPort, apiPid, databaseUrl, seconds: SECONDS });

    const rssMb = residentMb(apiPid);
    // Last: it leaves the document with a hundred posts.
    const publishing = await measurePublishing({
      apiUrl,
      apiPid,
      cookie,
      postPath,
      pageRuns: PAGE_RUNS,
      phase: throughout.phase,
    });
    report(
      { reads, saves, uploads, uploadRssMb, pages, blog, visits, rssMb, peak: throughout.stop(), publishing },
      { rounds: ROUNDS, pageRuns: PAGE_RUNS, seconds: SECONDS, missSeconds: MISS_SECONDS },
    );
  } finally {
    await https.stop();
    await stopStack();
  }
}

await main();
