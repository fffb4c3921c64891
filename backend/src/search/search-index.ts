import { type ChildProcess, fork } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hasPage, postPath, searchMetaName, type Blog } from '@portfolio/contract';
import type { DataSource } from 'typeorm';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { languageViews } from '../site/page-languages';
import type { RenderedPage } from '../site/rendered-page';

/** A post as the index process reads it: what its page shows, and its body's id. */
interface IndexedPost {
  /**
   * What the index keeps it by: its address, the slug in the primary language (as before there
   * were others) and its whole path in another (`/fr/blog/{slug}`), which no slug can be.
   */
  slug: string;
  /** The description of its language's index (`searchMetaName`). */
  meta: string;
  /** Its page's language, where the owner chose the site's: its date is written in it. */
  language?: string;
  url: string;
  title: string;
  date: string;
  tags: string[];
  excerpt: string;
  body: string;
}

// Posts are handed to the build's process this many to a message.
const POSTS_PER_MESSAGE = 500;

type Answer =
  | { posts: number; read: number; chunks: number; written: number; patched: number; phases: Record<string, number> }
  | { failed: string };

/** A file of the index, by its name under `/search/`, with its tag. */
export interface SearchFileTag {
  name: string;
  etag: string;
}

/**
 * The blog's search index, kept in step with the public posts (docs/blog/search.md). Each build runs
 * in a process of its own (search-process.cjs), one at a time: the API's memory holds no more of
 * it than the list of posts, and a save's answer never waits for it. A view that comes while a
 * build runs is built next, and only the last of several.
 */
@Injectable()
export class SearchIndex implements OnModuleDestroy {
  private readonly logger = new Logger(SearchIndex.name);
  /**
   * What the stored index was last made from, in this process: each language's address and tag,
   * then its posts with a page, as the objects they are. A post saved is a new object and the
   * others stay the ones they were, so two views index the same when these are the same, item for
   * item. A save of the whole document makes every post anew, and the index is built again after
   * it. At 10,000 posts, a one-post save's follow took 65 ms of the API's time with a digest of
   * every post's text, 23 with this.
   */
  private built: unknown[] | undefined;
  private wanted: { from: unknown[]; posts: IndexedPost[]; metas: string[] } | undefined;
  /** The tag of the last view followed: a view's posts are listed and compared once, not at each search. */
  private followed: string | undefined;
  private running: Promise<void> | undefined;
  private readonly stop = new AbortController();

  constructor(@InjectDataSource() private readonly database: DataSource) {}

  onModuleDestroy(): void {
    this.stop.abort();
  }

  /** Brings the index up to date with `view`'s posts, after the build under way if one is. */
  follow(view: PublicPortfolio): void {
    if (view.etag === this.followed) return;
    this.followed = view.etag;
    const indexes = languageViews(view.document).map(({ document, prefix, tag }) => ({
      prefix,
      // Its page's language, where the owner chose the site's.
      language: document.languages.length > 0 ? tag : undefined,
      posts: document.blogs.filter(hasPage),
    }));
    const from = indexes.flatMap(({ prefix, language, posts }) => [prefix, language, ...posts]);
    const last = this.wanted?.from ?? this.built;
    if (last && from.length === last.length && from.every((part, at) => part === last[at])) return;
    const posts = indexes.flatMap(({ prefix, language, posts }) =>
      posts.map((post) => indexedPost(post, prefix, language)),
    );
    // Each language's index, which a language without a post has too.
    const metas = indexes.map(({ prefix }) => searchMetaName(prefix));
    this.wanted = { from, posts, metas };
    this.running ??= this.buildWanted().finally(() => (this.running = undefined));
  }

  /**
   * Settles once the index is made from `view`'s posts, or from a later view's; `anew` when the
   * stored index is missing (a database restored under this process): built even if this process
   * made one from the same posts.
   */
  async current(view: PublicPortfolio, { anew = false } = {}): Promise<void> {
    if (anew && !this.running) this.built = this.followed = undefined;
    this.follow(view);
    while (this.running) await this.running;
  }

  /** Every file of the index as stored now, by name. */
  async files(): Promise<SearchFileTag[]> {
    return (await this.database.query('SELECT name, etag FROM search_file ORDER BY name')) as SearchFileTag[];
  }

  /** A file of the index as stored now, gzipped, or undefined when there is none of that name. */
  async read(name: string): Promise<RenderedPage | undefined> {
    const rows = (await this.database.query('SELECT etag, gzip FROM search_file WHERE name = $1', [
      name,
    ])) as RenderedPage[];
    return rows[0];
  }

  private async buildWanted(): Promise<void> {
    for (let wanted = this.wanted; wanted && wanted.from !== this.built; wanted = this.wanted) {
      const started = Date.now();
      try {
        const answer = await this.build(wanted.posts, wanted.metas);
        if ('failed' in answer) throw new Error(answer.failed);
        this.built = wanted.from;
        this.logger.log(
          `Search index: ${answer.posts} posts (${answer.read} read), ${answer.written} of ${answer.chunks} chunks written, ${answer.patched} of ${wanted.metas.length} languages patched, in ${Date.now() - started} ms (${JSON.stringify(answer.phases)})`,
        );
      } catch (error) {
        if (this.stop.signal.aborted) return;
        // The next view tries again; readers meanwhile find what the last build stored.
        this.logger.error(`The search index was not brought up to date: ${String(error)}`);
        this.followed = undefined;
        return;
      } finally {
        if (this.wanted === wanted) this.wanted = undefined;
      }
    }
  }

  private build(posts: IndexedPost[], metas: string[]): Promise<Answer> {
    // The API's own database, given by its URL: the process connects once, for its build.
    const databaseUrl = (this.database.options as { url?: string }).url;
    return new Promise((resolve, reject) => {
      const child = fork(join(__dirname, 'search-process.cjs'), [], {
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        signal: this.stop.signal,
        killSignal: 'SIGKILL',
      });
      yieldToRequests(child);
      let answer: Answer | undefined;
      child.once('message', (message: Answer) => (answer = message));
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (answer) resolve(answer);
        else reject(new Error(`The search index process ended without an answer (${signal ?? `exit code ${code}`})`));
      });
      void sendInTurn(child, posts, { databaseUrl, metas }).catch(reject);
    });
  }
}

/**
 * The build runs at the lowest priority: on a VPS of one or two cores, its seconds of work at
 * 10,000 posts took the core the API and the database answer from. Of saves a second apart, the
 * median waited 102 ms for its answer with the build at the API's priority, 44 at the lowest.
 */
function yieldToRequests(child: ChildProcess): void {
  try {
    if (child.pid) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Gone already, or a system that does not let a process lower another's: it runs as it is.
  }
}

/**
 * The posts, `POSTS_PER_MESSAGE` to a message each sent once the one before is written, then what
 * starts the build: a message is serialised whole in the API's memory (4 MB for 10,000 posts).
 */
async function sendInTurn(child: ChildProcess, posts: IndexedPost[], start: { databaseUrl?: string; metas: string[] }) {
  const send = (message: object) =>
    new Promise<void>((resolve, reject) => child.send(message, (error) => (error ? reject(error) : resolve())));
  for (let at = 0; at < posts.length; at += POSTS_PER_MESSAGE)
    await send({ posts: posts.slice(at, at + POSTS_PER_MESSAGE) });
  await send(start);
}

const indexedPost = (
  { slug, title, date, tags, excerpt, body }: Blog,
  prefix: string,
  language: string | undefined,
): IndexedPost => ({
  slug: prefix ? `${prefix}${postPath(slug)}` : slug,
  meta: searchMetaName(prefix),
  ...(language && { language }),
  url: `${prefix}${postPath(slug)}`,
  title,
  date,
  tags,
  excerpt,
  body,
});
