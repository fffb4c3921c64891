import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import {
  BLOG_INDEX_PATH,
  BLOG_PATH,
  escapeMarkup,
  listingPagePath,
  hasPage,
  HITS_ROUTE,
  parseMediaFile,
  postPath,
  type Portfolio,
} from '@portfolio/contract';
import type { MediaFile } from '../media/media.repository';
import { LANGUAGE_PATH } from '../http/site-paths/site-routes';
import { blogListings } from '../site/blog-listings';
import { languageViews, type LanguageView } from '../site/page-languages';
import { robotsTxt } from '../site/site-files';
import type { SitePage } from '../site/whole-site';
import { NamedFiles } from './named-files';
import type { Digest, Staging } from './staging';
import { headersFile, redirectPage, redirectsFile, type Move } from './static-host-files';

/** The site as the site module renders it for the published address, its pages read when asked for. */
export interface RenderedSite {
  document: Portfolio;
  /**
   * By the pass's names: `/`, `/blog/{slug}`, `/blog` and its listings' pages, `sitemap.xml`, the
   * feeds, `404.html` (the not-found page, which a static host answers wherever there is no page),
   * and each other language's under its tag (`/fr/`, `fr/404.html`).
   */
  pages: AsyncIterable<SitePage>;
}

/** A page as a publish wrote it: the digest of what it showed, its file's, and the files it named. */
export interface WrittenPage {
  digest: string;
  file: Digest;
  names: readonly string[];
}

/** What the last publish that put the whole site in place wrote, and the files the target held then. */
export interface Written {
  pages: Map<string, WrittenPage>;
  held: Map<string, Digest>;
}

/**
 * What asks `/api` of the page, which a static host does not have. The connectivity badge's island
 * pings it, so the published pages keep its element without the mark that attaches the island.
 * Visits are counted at the API's own address (`hits`, its counting route) when it has one: the
 * counting island is told it in `data-hits`, and a post page's counting image is fetched from it in
 * CORS mode, which the API allows the published origin alone; without one, both marks go.
 */
const CONNECTIVITY_ISLAND = / data-island="connectivity"/g;
const COUNTING_ISLAND = / data-island="count-visit"/g;
const COUNTING_IMAGE = new RegExp(`<img ([^>]*)src="${HITS_ROUTE}([?"][^>]*>)`, 'g');

function withoutApi(page: string, hits: string | undefined): string {
  const marked = page.replace(CONNECTIVITY_ISLAND, '');
  if (hits === undefined) return marked.replace(COUNTING_ISLAND, '').replace(COUNTING_IMAGE, '');
  const address = escapeMarkup(hits);
  return marked
    .replace(COUNTING_ISLAND, (mark) => `${mark} data-hits="${address}"`)
    .replace(
      COUNTING_IMAGE,
      (_image, before: string, after: string) => `<img ${before}crossorigin="anonymous" src="${address}${after}`,
    );
}
/** The app's page preloads the document from `/api` for the home page it may draw: not on a static host. */

/** Files of the build whose text names other files (a page's script names its chunks). */
const TEXT_FILES = new Set(['.html', '.js', '.css', '.svg', '.webmanifest', '.json', '.xml', '.txt']);

/**
 * Writes into `staging` everything a visitor of the published site can reach, and nothing else:
 * the pages (`index.html`, `blog/{slug}.html`, the not-found page `404.html`), the feed, the
 * sitemap, `robots.txt`, a page at each former post address with `_redirects` and `_headers`, the
 * built files those name (hashed assets, icons, manifest) and the uploads they show. `apiUrl`: the
 * API's address, where the published pages count their visits, if they do. `before`: what the last
 * publish wrote, whose pages that show the same and uploads the target held are kept by their
 * digests and not read again. Answers every built file a publish may send, named or not (the
 * target's files at those paths are the site's), and the pages as written.
 */
export async function writeSite(
  site: RenderedSite,
  staging: Staging,
  {
    staticDir,
    publicUrl,
    apiUrl,
    readMedia,
    missingMedia,
    before,
  }: {
    staticDir: string;
    publicUrl: string;
    apiUrl: string | undefined;
    readMedia: (name: string) => Promise<MediaFile | undefined>;
    /** The paths among these (`media/{name}`) of no upload of this site's any more. */
    missingMedia: (paths: string[]) => Promise<string[]>;
    before?: Written;
  },
): Promise<{ built: Set<string>; pages: Map<string, WrittenPage> }> {
  const hits = apiUrl === undefined ? undefined : `${apiUrl}${HITS_ROUTE}`;
  const built = await builtFiles(staticDir);
  // Each page is written as it is made and let go: what it names is all that is kept of it.
  const named = new NamedFiles(built);
  const pages = new Map<string, WrittenPage>();
  const put = async (path: string, text: string) => {
    named.scan(text);
    await staging.put(path, text);
  };
  for await (const page of site.pages) {
    const path = fileOf(page.name);
    const sent = before?.pages.get(page.name);
    if (sent?.digest === page.digest) {
      staging.keep(path, sent.file);
      named.add(sent.names);
      pages.set(page.name, sent);
      continue;
    }
    const text = await page.text();
    if (text === undefined) continue;
    const shown = withoutApi(text, hits);
    const names = named.scan(shown);
    pages.set(page.name, { digest: page.digest, file: await staging.put(path, shown), names });
  }
  await put('robots.txt', robotsTxt({ siteUrl: publicUrl }));
  const views = languageViews(site.document);
  const moves = [...formerAddresses(site.document), ...firstPages(views)];
  for (const move of moves) await staging.put(movedFileOf(move.from), redirectPage(move, publicUrl));
  await staging.put('_redirects', redirectsFile(moves));
  const otherLanguages = views.slice(1).map(({ prefix }) => prefix);
  await staging.put('_headers', headersFile(apiUrl, otherLanguages));
  // A built file that names others (a page's script its chunks, the manifest its icons) is read
  // for them in turn.
  for (let path = named.unwritten.pop(); path !== undefined; path = named.unwritten.pop()) {
    const body = await readFile(join(staticDir, path));
    await staging.put(path, body);
    if (TEXT_FILES.has(extname(path))) named.scanBuilt(body.toString());
  }
  await writeUploads(named.media, staging, { readMedia, missingMedia, held: before?.held });
  return { built, pages };
}

/**
 * The uploads the pages show. One the target held at the last publish is kept by its digest
 * (an upload's file never changes under its name) unless it is no longer this site's.
 */
async function writeUploads(
  names: string[],
  staging: Staging,
  {
    readMedia,
    missingMedia,
    held,
  }: {
    readMedia: (name: string) => Promise<MediaFile | undefined>;
    missingMedia: (paths: string[]) => Promise<string[]>;
    held: Map<string, Digest> | undefined;
  },
): Promise<void> {
  const valid = names.filter((name) => parseMediaFile(name)).sort();
  const onTarget = valid.map((name) => `media/${name}`).filter((path) => held?.has(path));
  const gone = new Set(onTarget.length > 0 ? await missingMedia(onTarget) : []);
  for (const name of valid) {
    const path = `media/${name}`;
    const digest = held?.get(path);
    if (digest) {
      if (!gone.has(path)) staging.keep(path, digest);
      continue;
    }
    const file = await readMedia(name);
    if (file) await staging.put(path, file.body);
  }
}

/**
 * Where a page of the pass is on the static host: `/` is `index.html`, `/blog` `blog.html`, a
 * post's `blog/{slug}.html`, a listing's page `blog/page/{n}.html`; a file keeps its name
 * (a tag's feed, `blog/tag/{slug}/feed.xml`). Another language's are in its folder: `/fr/` is
 * `fr/index.html`, `/fr/blog/{slug}` `fr/blog/{slug}.html`.
 */
function fileOf(name: string): string {
  const [, language, page] = LANGUAGE_PATH.exec(name) ?? [];
  if (language !== undefined && page !== undefined) return `${language}/${fileOf(page)}`;
  if (name === '/') return 'index.html';
  if (name === BLOG_INDEX_PATH) return 'blog.html';
  return name.startsWith(BLOG_PATH) ? `${name.slice(1)}.html` : name;
}

/**
 * The page at a moved address: a former address's as a post's page is; an imported post's old
 * path as a folder's page (`2019/05/hello/index.html`), a page as named, or a page of that name.
 */
function movedFileOf(from: string): string {
  if (from.startsWith(BLOG_PATH) || LANGUAGE_PATH.test(from)) return fileOf(from);
  if (from.endsWith('/')) return `${from.slice(1)}index.html`;
  return /\.html?$/.test(from) ? from.slice(1) : `${from.slice(1)}.html`;
}

/**
 * Each former address of a post with a page, moved to its current one, as the API answers it: a
 * post's current address is its own even without a page, never another's old one.
 */
function formerAddresses(document: Portfolio): Move[] {
  const current = new Set(document.blogs.map((post) => post.slug));
  const moves = new Map<string, Move>();
  for (const post of document.blogs.filter(hasPage)) {
    for (const former of post.formerSlugs) {
      const from = postPath(former);
      if (!current.has(former) && !moves.has(from)) moves.set(from, { from, to: postPath(post.slug) });
    }
    // Its path on the site it was imported from.
    for (const from of post.formerPaths) if (!moves.has(from)) moves.set(from, { from, to: postPath(post.slug) });
  }
  return [...moves.values()];
}

/** Each listing's first page by number, `{base}/page/1`, moved to its one address, as the API answers it, in each language. */
function firstPages(views: readonly LanguageView[]): Move[] {
  return views
    .flatMap((view) => blogListings(view.document, view.prefix))
    .map(({ base }) => ({ from: `${base}/page/1`, to: listingPagePath(base, 1) }));
}

/**
 * The built files (of `staticDir`, less the pages' templates and the precompressed copies) a
 * publish may copy: those the written texts name. A built file's name is unique: hashed, or one of
 * a few fixed names.
 */
async function builtFiles(staticDir: string): Promise<Set<string>> {
  return new Set(
    (await filesUnder(staticDir))
      .map((file) => relative(staticDir, file))
      .filter((path) => !['index.html', 'post.html'].includes(path) && !/\.(gz|br)$/.test(path)),
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}
