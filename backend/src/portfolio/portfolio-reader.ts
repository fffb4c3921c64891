import { Inject, Injectable, Logger } from '@nestjs/common';
import { isPublicPost, isRecord, nextPublication, type Blog, type FieldError } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { failureCause } from '../database/database-work';
import { CLOCK, type Clock } from './clock';
import type { Revision } from './etag';
import { PortfolioRepository, type StoredRow } from './portfolio.repository';
import { HeldPosts } from './posts/held-posts';
import { documentDigest, type PostChanges, type PostRecord } from './posts/post-record';
import { jsonOnce, PublicViews, type PublicPortfolio, type VisitorsDocument } from './public-views';
import { readAssembled, type Assembled } from './stored-document';
import type { StoredPortfolio } from './stored-portfolio';

// The reader's answers, for the features that read the document through it.
export type { StoredPortfolio } from './stored-portfolio';
export type { PublicPortfolio } from './public-views';

// Past this a reader gets the document in memory instead: visitors answered within 3 s.
const READ_DEADLINE_MS = 2500;

/**
 * The document as the API serves it, and all that reads it needs: the site, statistics, health and
 * publishing depend on this alone. Reads within the freshness window (`DOCUMENT_FRESH_MS`) of the
 * last check are answered from memory, without a query; the next one asks the database for the
 * revision only, so a save made through another replica shows within the window. Saves go through
 * `PortfolioWriter`, which hands each saved revision here.
 */
@Injectable()
export class PortfolioReader {
  private readonly logger = new Logger(PortfolioReader.name);

  /** The last document read or written; also what is served while the database cannot be reached. */
  private current: StoredPortfolio | undefined;
  /** The row the current document was assembled from, and the posts: a change to either alone reads that one. */
  private row: Omit<StoredRow, 'seq'> | undefined;
  private readonly posts = new HeldPosts();
  /** The current document as assembled: the next reads only the posts changed since. */
  private assembled: Assembled | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** The check under way, which concurrent readers share rather than each sending a query. */
  private checking: Promise<StoredPortfolio> | undefined;
  private readonly listeners = new Set<(stored: StoredPortfolio) => void>();
  private readonly publicViews = new PublicViews();

  constructor(
    private readonly repository: PortfolioRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  read(): Promise<StoredPortfolio> {
    const fresh = performance.now() - this.checkedAt < this.config.documentFreshMs;
    if (this.current && fresh) return Promise.resolve(this.current);
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /**
   * The document as visitors see it at `now` (drafts and posts scheduled for later left out), with
   * an ETag naming the revision and the posts shown. What the public page, the feed and the
   * anonymous `GET /api/portfolio` are made of; `read` is the owner's whole document.
   */
  async readPublic(now: Date = this.clock.now()): Promise<PublicPortfolio> {
    return this.publicViews.of(await this.read(), now);
  }

  /**
   * The revision held in memory and what its visitors see at `now`, without asking the database:
   * what a save compares its own document with, to tell whether it changes drafts only.
   */
  heldPublic(now: Date): PublicPortfolio | undefined {
    return this.current && this.publicViews.of(this.current, now);
  }

  /** How long until the next scheduled post of `stored` comes out, by the clock the views are made with, if one is waiting. */
  untilNextPublication(stored: StoredPortfolio): number | undefined {
    const now = this.clock.now();
    const moment = nextPublication(stored.document, now);
    return moment && Math.max(moment.getTime() - now.getTime(), 0);
  }

  /** Calls `listener` with each revision this process learns of (read or saved), once, as it does. */
  onRevision(listener: (stored: StoredPortfolio) => void): void {
    this.listeners.add(listener);
  }

  /**
   * A revision this process has just saved, with what its visitors see at `now`, which the save
   * made already: the listeners (the site's render, publishing) read that view rather than make
   * it again.
   */
  saved(stored: StoredPortfolio, now: Date, visitors: VisitorsDocument, row: Omit<StoredRow, 'seq'>): void {
    this.row = row;
    this.publicViews.keep(stored, now, visitors);
    this.keep(stored);
  }

  /**
   * The landing page's content: the document held without its posts, under the row's own
   * revision (its version and the digest of the row alone), which a post saved on its own leaves.
   */
  async readLanding(): Promise<{ json: Buffer; revision: Revision }> {
    const { document } = await this.read();
    const { version, rowDigest } = this.row!;
    return { json: Buffer.from(JSON.stringify({ ...document, blogs: [] })), revision: { version, digest: rowDigest } };
  }

  /**
   * What a save of the landing page left: its row, and the posts changed since the number held
   * (none, unless a post was saved elsewhere meanwhile, and then the document is assembled again).
   */
  landingSaved(
    stored: StoredPortfolio,
    now: Date,
    visitors: VisitorsDocument,
    row: Omit<StoredRow, 'seq'>,
    changes: PostChanges,
    seq: number,
  ): void {
    const moved = changes.records.length > 0 || changes.removals.length > 0 || seq !== this.posts.seq;
    this.posts.apply(changes, seq);
    if (!moved) return this.saved(stored, now, visitors, row);
    this.row = row;
    this.remember(row);
  }

  /** Whether the row held still holds posts of its own: one written by a release from before posts were stored apart. */
  rowHoldsPosts(): boolean {
    const blogs = (this.row?.document as { blogs?: unknown } | null | undefined)?.blogs;
    return Array.isArray(blogs) && blogs.length > 0;
  }

  /** What a whole document's save left of the posts: they replace those held. */
  savedPosts(records: PostRecord[], seq: number): void {
    this.posts.replaceAll(records, seq);
  }

  /** The posts held, in the document's order, and the number of their last change held. */
  heldPosts(): { records: PostRecord[]; seq: number } {
    return { records: this.posts.list(), seq: this.posts.seq };
  }

  /** Whether visitors see now any post `changes` name, as held before them or as they leave it. */
  showsAny({ records, removals }: PostChanges): boolean {
    const now = this.clock.now();
    const shown = (record: PostRecord | undefined) =>
      isRecord(record?.fields) && isPublicPost(record.fields as Blog, now);
    return (
      records.some((record) => shown(record) || shown(this.posts.get(record.id))) ||
      removals.some(({ id }) => shown(this.posts.get(id)))
    );
  }

  /**
   * What a save of one post left (the posts changed since the number held, this one among them):
   * the document is assembled again from the row held, and the listeners get it as after any save.
   */
  postsChanged(changes: PostChanges, seq: number, publishedAt?: Date): void {
    this.posts.apply(changes, seq);
    if (this.row && publishedAt) this.row = { ...this.row, publishedAt };
    if (this.row) this.remember(this.row);
    else this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * Reads the database again now, not when the document held grows stale: what a save made without
   * handing it here (an import's posts, written in batches) is held, and told to the listeners.
   */
  async refresh(): Promise<StoredPortfolio> {
    await this.checking?.catch(() => undefined);
    this.checkedAt = Number.NEGATIVE_INFINITY;
    return this.read();
  }

  /**
   * Asks the database for the row's revision and the posts' last change; then for the row's
   * document only when its revision is new, and for the posts changed since the last change held
   * only when there are any.
   */
  private async check(): Promise<StoredPortfolio> {
    try {
      const held = this.row && { version: this.row.version, rowDigest: this.row.rowDigest, seq: this.posts.seq };
      const { seq, ...row } = await this.repository.readUnless(held, READ_DEADLINE_MS);
      const postsMoved = !this.current || seq !== this.posts.seq;
      if (postsMoved) this.posts.apply(await this.repository.postChanges(this.posts.seq, READ_DEADLINE_MS), seq);
      this.checkedAt = performance.now();
      if (row.document === null && !postsMoved && this.current) return this.current;
      if (row.document !== null || !this.row) this.row = row;
      return this.remember({ ...this.row, savedAt: row.savedAt, publishedAt: row.publishedAt });
    } catch (error) {
      if (!this.current) throw error;
      // Readers within the window get the document at once, not another wait for the database.
      this.checkedAt = performance.now();
      this.logger.warn(
        `Serving the portfolio in memory (version ${this.current.revision.version}): ${failureCause(error)}`,
      );
      return this.current;
    }
  }

  private remember(row: Omit<StoredRow, 'seq'>): StoredPortfolio {
    const { document: stored, shape, version, rowDigest, savedAt, publishedAt } = row;
    // Every save is checked, so a stored document breaks the rules only after a hand edit in the
    // database or a restore from elsewhere: it is served as far as it can be read, and said loudly.
    this.assembled = readAssembled(stored, shape, this.posts.list(), this.assembled);
    const { document, problems } = this.assembled;
    if (problems.length > 0) this.logger.error(describeProblems(version, problems));
    const revision = { version, digest: documentDigest(rowDigest, this.posts.seq) };
    // Serialised when first asked for: a post saved on its own is answered before the blog is.
    const json = jsonOnce(document);
    return this.keep({
      document,
      revision,
      savedAt,
      publishedAt,
      get json() {
        return json();
      },
      problems,
    });
  }

  private keep(stored: StoredPortfolio): StoredPortfolio {
    this.current = stored;
    this.checkedAt = performance.now();
    for (const listener of this.listeners) listener(stored);
    return stored;
  }
}

function describeProblems(version: number, problems: FieldError[]): string {
  const where = problems.map(({ path, message }) => `${path || 'the document'} ${message}`).join('; ');
  return (
    `The stored portfolio (version ${version}) breaks the document's rules: ${where}. ` +
    'It is served as far as it can be read; save it again from the admin, or restore a backup.'
  );
}
