import { setImmediate as nextTurn } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { SEARCH_PATH } from '@portfolio/contract';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import type { SearchIndex } from '../search/search-index';
import type { KeptPages, PageJob } from './kept-pages';

/** A page of the site by its pass's name, and the digest of what it shows: its text is read only when asked for. */
export interface SitePage {
  name: string;
  digest: string;
  /** The page's text, from the kept pages (made and kept if it is missing or stale); undefined when it has none. */
  text: () => Promise<string | undefined>;
}

/** The public site as a static host serves it: its pages are made as they are read. */
export interface WholeSite {
  view: PublicPortfolio;
  pages: AsyncIterable<SitePage>;
}

/**
 * The pages of `jobs` one after another, with a turn of the event loop between two, each read from
 * the kept pages of `siteUrl` only when its text is asked for; once all were given, the kept pages
 * of that address that are none of them (a post deleted, a tag gone) are let go.
 */
export async function* sitePages(kept: KeptPages, siteUrl: string, jobs: Iterable<PageJob>): AsyncGenerator<SitePage> {
  const names: string[] = [];
  for (const job of jobs) {
    names.push(job.name);
    const text = async () => {
      const page = await kept.keptOrMade(siteUrl, job);
      return page && gunzipSync(page.gzip).toString();
    };
    yield { name: job.name, digest: job.digest, text };
    await nextTurn();
  }
  await kept.keepOnly(siteUrl, names);
}

/**
 * `pages`, then the files of the search index made from `view`'s posts (waited for if a build is
 * under way), named as the site serves them (`search/meta.json`): a static host answers searches
 * from the same files.
 */
export async function* withSearchIndex(
  pages: AsyncIterable<SitePage>,
  search: SearchIndex,
  view: PublicPortfolio,
): AsyncGenerator<SitePage> {
  yield* pages;
  await search.current(view);
  for (const { name, etag } of await search.files()) {
    const text = async () => {
      const file = await search.read(name);
      return file && gunzipSync(file.gzip).toString();
    };
    yield { name: `${SEARCH_PATH.slice(1)}/${name}`, digest: etag, text };
    await nextTurn();
  }
}
