// make test's size gate: the gzipped bytes each page loads before the browser is idle, from the
// production build (not from a timed run, so the figure is the same on every machine), against
// the budgets of scripts/budgets.mjs. Prints a table; exits 1 when any figure is over.
// Needs the browser build and the page's renderer: npm run build -w frontend.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { renderPost } from '@portfolio/contract/markdown';
import { GZIP_LEVEL, PAGES } from './budgets.mjs';
import { pageFiles } from './page-files.mjs';

const dist = new URL('../dist/', import.meta.url);
/** @param {string} file a path inside dist */
const read = (file) => readFileSync(new URL(file, dist));
/** @param {string | Buffer} content */
const gzipKb = (content) => gzipSync(content, { level: GZIP_LEVEL }).length / 1024;

const template = read('index.html').toString();
const manifest = JSON.parse(read('.vite/manifest.json').toString());
// The default document's page, as the API renders it (backend/src/site/page-renderer.ts).
const { renderPage, renderPostPage, renderBlogPage } = createRequire(import.meta.url)('../dist-server/render-page.cjs');
const siteUrl = 'https://portfolio.example';
// The default document's first post, given a page with a sample body, as the API renders it.
const [first, ...others] = DEFAULT_PORTFOLIO.blogs;
const withPost = { ...DEFAULT_PORTFOLIO, blogs: [{ ...first, slug: 'sample', body: '0'.repeat(32) }, ...others] };
const samplePost = readFileSync(new URL('sample-post.md', import.meta.url), 'utf8');
// The blog's index: the default document's three posts, and the first page of a blog of 100 (its
// posts the default ones over and over, each with a page), which is as long as any page of it.
const postTemplate = read('post.html').toString();
const hundred = Array.from({ length: 100 }, (_, at) => ({
  ...withPost.blogs[at % 3],
  slug: `post-${at}`,
  body: '0'.repeat(32),
}));
/** @param {object} portfolio @param {object[]} posts @param {number} pages */
const blogPage = (portfolio, posts, pages) =>
  renderBlogPage({ template: postTemplate, portfolio, posts, page: 1, pages, siteUrl, renderedAt: new Date() });
/** @type {Record<string, string>} */
const served = {
  rendered: renderPage({ template, portfolio: DEFAULT_PORTFOLIO, siteUrl, renderedAt: new Date() }),
  post: renderPostPage({
    template: read('post.html').toString(),
    portfolio: withPost,
    // The one post with a page: it has no neighbours to link.
    post: withPost.blogs[0],
    content: renderPost(samplePost),
    siteUrl,
    renderedAt: new Date(),
  }),
  blog: blogPage(withPost, withPost.blogs, 1),
  'blog of 100': blogPage({ ...withPost, blogs: hundred }, hundred.slice(0, 20), 5),
  'index.html': template,
};
const LABELS = { scripts: 'JavaScript', styles: 'stylesheet', html: 'HTML' };

/** @type {Array<{ page: string; what: string; budget: number; figure: number }>} */
const rows = [];
const details = [];
for (const page of PAGES) {
  const html = served[page.html] ?? '';
  const files = pageFiles(manifest, html, page.follows);
  /** @param {string[]} list */
  const sum = (list) => list.reduce((total, file) => total + gzipKb(read(file)), 0);
  const figures = { scripts: sum(files.scripts), styles: sum(files.styles), html: gzipKb(html) };
  const name = page.what ? `${page.path} (${page.what})` : page.path;
  for (const [what, budget] of /** @type {Array<[keyof typeof figures, number]>} */ (Object.entries(page.budgetsKb))) {
    rows.push({ page: name, what: LABELS[what], budget, figure: figures[what] });
  }
  const scripts = files.scripts.map((file) => `${file.replace('assets/', '')} ${gzipKb(read(file)).toFixed(1)}`);
  details.push(`${name} loads ${scripts.length > 0 ? scripts.join(', ') : 'no script'}`);
}

const table = [
  ['page', 'what', 'budget KB', 'figure KB', 'margin KB', 'met'],
  ...rows.map(({ page, what, budget, figure }) => [
    page,
    what,
    budget.toFixed(1),
    figure.toFixed(1),
    (budget - figure).toFixed(1),
    figure <= budget ? 'yes' : 'NO',
  ]),
];
const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
table.splice(
  1,
  0,
  widths.map((width) => '-'.repeat(width)),
);
console.log(`Size budgets: gzip level ${GZIP_LEVEL} (as scripts/precompress.mjs), KB = 1024 bytes`);
for (const row of table) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`);
for (const line of details) console.log(line);

const over = rows.filter(({ budget, figure }) => figure > budget);
if (over.length > 0) {
  const names = over.map(({ page, what }) => `${page} ${what}`).join(', ');
  console.error(`Over budget: ${names} (the budgets: frontend/scripts/budgets.mjs)`);
  process.exit(1);
}
