// The blog's listings in make bench: the index's second page and a tag's page, each in Lighthouse
// beside the same bytes as a static file, in the same minutes as the post page's runs. Both are
// read like a post's page (no script to fetch), so they are held to its budgets and to its copy.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL, PAGES } from '@portfolio/frontend/budgets';
import { tagPath, tagSlug } from '@portfolio/contract';
import { audit } from '../page-audit.mjs';
import { longPost } from '../sample-post.mjs';
import { median } from '../statistics.mjs';
import { CI } from '../settings.mjs';
import { createPosts } from './posts-api.mjs';

// 25 posts beside the document's: the index has a second page, and each of 4 tags a dozen posts.
const POSTS = 25;
const TAGS = 4;
const TAG = 'Topic 1';
const BUDGETS_KB = PAGES.find((page) => page.path === '/blog').budgetsKb;

/**
 * Seeds the posts through the API, dated before the document's (`/` keeps showing the same newest
 * ones), and writes each listing's bytes with a gzipped copy under the site's `bench/` folder.
 */
export async function seedBlogPages({ apiUrl, baseUrl, cookie, site }) {
  process.stderr.write(`the blog's listings: ${POSTS} posts under ${TAGS} tags\n`);
  await createPosts(apiUrl, cookie, 0, POSTS, {
    characters: 5_000,
    body: longPost,
    tags: TAGS,
    from: Date.UTC(2020, 0, 1),
  });
  const pages = {};
  for (const [name, path] of [
    ['index', '/blog/page/2'],
    ['tag', tagPath(tagSlug(TAG))],
  ]) {
    const answer = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const html = Buffer.from(await answer.arrayBuffer());
    const gzipped = gzipSync(html, { level: GZIP_LEVEL });
    if (!CI) {
      writeFileSync(join(site, 'bench', `${name}.html`), html);
      writeFileSync(join(site, 'bench', `${name}.html.gz`), gzipped);
    }
    pages[name] = { path, htmlKb: gzipped.length / 1024, runs: [], copies: [] };
  }
  return { site, pages };
}

/** One Lighthouse run of each listing at `origin`, and of its copy (none in CI's mode). */
export async function auditBlogPages({ pages }, origin) {
  for (const [name, page] of Object.entries(pages)) {
    page.runs.push(await audit(`${origin}${page.path}`));
    if (!CI) page.copies.push(await audit(`${origin}/bench/${name}.html`));
  }
}

/** The gzipped bodies of `paths` as nginx sends them, from the site's folder, in KB. */
const bodiesKb = (site, paths) =>
  paths.reduce((sum, path) => {
    const file = join(site, path);
    return sum + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  }, 0) / 1024;

/** The listings' rows of make bench's table, through its `line(what, value, target, met)`. */
export function blogPageRows({ site, pages }, line) {
  const listed = (runs, read) => runs.map((run) => Math.round(read(run))).join(', ');
  const medianAndWorst = (runs, read, worst = Math.max) =>
    `${Math.round(median(runs.map(read)))} / ${Math.round(worst(...runs.map(read)))}`;
  for (const [what, { path, htmlKb, runs, copies }] of [
    ["The blog's index, its second page (20 teasers), over HTTPS", pages.index],
    [`A tag's page (${TAG}), over HTTPS`, pages.tag],
  ]) {
    const score = (run) => run.performance;
    line(
      `${what}, ${path}: Lighthouse performance, median / worst (runs: ${listed(runs, score)}; the copy's: ${listed(copies, score) || 'none'})`,
      medianAndWorst(runs, score, Math.min),
      // CI's mode shows the score, as it does the other pages': a busy machine's says nothing.
      CI ? 'shown' : '100 in every run',
      CI ? undefined : runs.every((run) => run.performance === 100),
    );
    const tbt = (run) => run.tbtMs;
    line(
      `  TBT, median / worst (runs: ${listed(runs, tbt)}; the copy's: ${listed(copies, tbt) || 'none'})`,
      `${medianAndWorst(runs, tbt)} ms${copies.length ? ` vs ${medianAndWorst(copies, tbt)} ms` : ''}`,
      copies.length ? "≤ the copy's + 30 ms in every run" : 'shown',
      copies.length ? runs.every((run, index) => run.tbtMs <= copies[index].tbtMs + 30) : undefined,
    );
    const styles = median(runs.map((run) => bodiesKb(site, run.stylePaths)));
    const scripts = median(runs.map((run) => bodiesKb(site, run.scriptPaths)));
    const all = median(runs.map((run) => Object.values(run.transferKb).reduce((sum, kb) => sum + kb, 0)));
    line(
      `  HTML / styles / scripts it loads (gzip bodies; all of it as Lighthouse counts, with headers)`,
      `${htmlKb.toFixed(1)} / ${styles.toFixed(1)} / ${scripts.toFixed(1)} KB (${all.toFixed(1)} KB)`,
      `≤ ${BUDGETS_KB.html} / ${BUDGETS_KB.styles} / ${BUDGETS_KB.scripts} KB (the post page's)`,
      htmlKb <= BUDGETS_KB.html && styles <= BUDGETS_KB.styles && scripts <= BUDGETS_KB.scripts,
    );
  }
}
