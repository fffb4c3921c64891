import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Lru } from './lru';
import { owned, toRendered, type RenderedPage } from './rendered-page';

/** What makes one page or file: its text, or undefined where there is none (a 404). */
export type Make<T> = () => Promise<T | undefined>;

/** A page of a view: its name, the digest of what it shows (computed without rendering it), how to make it. */
export interface PageJob {
  name: string;
  digest: string;
  make: Make<string>;
}

interface KeptPage {
  digest: string;
  page: RenderedPage;
}

/**
 * How many bytes of gzipped pages stay in memory: the pages read most lately (the home page, the
 * newest posts). The rest are read from the database when asked for.
 */
const PAGES_IN_MEMORY_BYTES = 2 * 1024 * 1024;

// The home page at level 9, as nginx's static files are; the posts' pages and the feeds, many and
// large, at 6: for the page of a 100,000-character body, level 9 took 100 ms or more and 6 about 14.
const HOME_GZIP_LEVEL = 9;
const GZIP_LEVEL = 6;

/**
 * The public pages as last rendered, kept in the database (`kept_page`) by site address and name
 * with the digest of what each shows, and the most lately read of them in memory. A page is read
 * back only under the digest asked for: a row another view or replica wrote is never served for
 * this one.
 */
@Injectable()
export class KeptPages {
  private readonly logger = new Logger(KeptPages.name);
  private readonly recent = new Lru<string, KeptPage>(PAGES_IN_MEMORY_BYTES, ({ page }) => page.gzip.length + 200);

  constructor(@InjectDataSource() private readonly database: DataSource) {}

  /** The digest of each page kept for `siteUrl`, by name. */
  async digests(siteUrl: string): Promise<Map<string, string>> {
    const rows = (await this.database.query('SELECT name, digest FROM kept_page WHERE site_url = $1', [siteUrl])) as {
      name: string;
      digest: string;
    }[];
    return new Map(rows.map(({ name, digest }) => [name, digest]));
  }

  /** The page `name` of `siteUrl` as kept under `digest`, or undefined when it is not. */
  async read(siteUrl: string, name: string, digest: string): Promise<RenderedPage | undefined> {
    const key = `${siteUrl} ${name}`;
    const recent = this.recent.get(key);
    if (recent?.digest === digest) return recent.page;
    const rows = (await this.database.query(
      'SELECT etag, gzip FROM kept_page WHERE site_url = $1 AND name = $2 AND digest = $3',
      [siteUrl, name, digest],
    )) as RenderedPage[];
    const page = rows[0] && owned(rows[0]);
    if (page) this.recent.set(key, { digest, page });
    return page;
  }

  /** Renders the page of `job`, gzips it and keeps it: undefined when there is no such page. */
  async make(siteUrl: string, { name, digest, make }: PageJob): Promise<RenderedPage | undefined> {
    const text = await make();
    if (text === undefined) return undefined;
    const page = owned(await toRendered(text, name === '/' ? HOME_GZIP_LEVEL : GZIP_LEVEL));
    this.recent.set(`${siteUrl} ${name}`, { digest, page });
    try {
      await this.database.query(
        `INSERT INTO kept_page (site_url, name, digest, etag, gzip) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (site_url, name) DO UPDATE
         SET digest = excluded.digest, etag = excluded.etag, gzip = excluded.gzip, made_at = now()`,
        [siteUrl, name, digest, page.etag, page.gzip],
      );
    } catch (error) {
      // The page is served all the same; it is rendered again once the database keeps it.
      this.logger.warn(`The page ${name} could not be kept: ${String(error)}`);
    }
    return page;
  }

  /** The page of `job` as kept, or made now if it is not. */
  async keptOrMade(siteUrl: string, job: PageJob): Promise<RenderedPage | undefined> {
    return (await this.read(siteUrl, job.name, job.digest)) ?? this.make(siteUrl, job);
  }

  /** Forgets the pages of `siteUrl` that are none of `names` (a post deleted, a tag gone). */
  async keepOnly(siteUrl: string, names: string[]): Promise<void> {
    await this.database.query('DELETE FROM kept_page WHERE site_url = $1 AND NOT (name = ANY($2))', [siteUrl, names]);
  }
}
