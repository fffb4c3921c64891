import { Inject, Injectable, Logger, PreconditionFailedException } from '@nestjs/common';
import {
  checkAcrossFields,
  checkPortfolio,
  mediaReferences,
  MESSAGES,
  nextPublication,
  pickPortfolio,
  postBodyReferences,
  PORTFOLIO,
  publicPortfolio,
  SHAPE_VERSION,
  upgradeDocument,
  type FieldError,
  type Portfolio,
  type PortfolioInput,
} from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { fieldsNotValid } from '../http/validation';
import { MediaService } from '../media/media.service';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { CLOCK, type Clock } from './clock';
import type { Revision } from './etag';
import { PortfolioRepository, type StoredRow } from './portfolio.repository';
import { PublicViews, type PublicPortfolio } from './public-views';
import { RevisionsRepository } from './revisions/revisions.repository';
import type { StoredPortfolio } from './stored-portfolio';

// The service's answers, for the features that read the document through it.
export type { StoredPortfolio } from './stored-portfolio';

// Past this a reader gets the document in memory instead: visitors answered within 3 s.
const READ_DEADLINE_MS = 2500;

/**
 * The document as the API serves it. Reads within the freshness window (`DOCUMENT_FRESH_MS`) of
 * the last check are answered from memory, without a query; the next one asks the database for
 * the revision only, so a save made through another replica shows within the window.
 */
@Injectable()
export class PortfolioService {
  private readonly logger = new Logger(PortfolioService.name);

  /** The last document read or written; also what is served while the database cannot be reached. */
  private current: StoredPortfolio | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** The check under way, which concurrent readers share rather than each sending a query. */
  private checking: Promise<StoredPortfolio> | undefined;
  private readonly listeners = new Set<(stored: StoredPortfolio) => void>();
  private readonly publicViews = new PublicViews();

  constructor(
    private readonly repository: PortfolioRepository,
    private readonly revisions: RevisionsRepository,
    private readonly media: MediaService,
    private readonly postBodies: PostBodiesService,
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
   * Replaces the document with the fields of a validated one (missing optional fields stored
   * empty), in one statement guarded by the revision when `expected` is given, so two saves from
   * the same revision cannot both succeed.
   */
  async replace(validated: PortfolioInput, expected?: Revision[]): Promise<StoredPortfolio> {
    if (expected?.length === 0) throw changedElsewhere();
    // Checked by the DTO already: this copy is what is stored, served and rendered, with no
    // second check nor a read back of what the database keeps (JSONB keeps strings as given).
    const document = pickPortfolio(validated);
    refuse(checkAcrossFields(document));
    await this.requireStored(document);
    const json = JSON.stringify(document);
    const row = await this.repository.replace(json, SHAPE_VERSION, expected, this.samePublicAs(document));
    if (!row) throw changedElsewhere();
    const { version, digest, savedAt, publishedAt } = row;
    const stored = this.keep({
      document,
      revision: { version, digest },
      savedAt,
      publishedAt,
      json: Buffer.from(json),
      problems: [],
    });
    await this.forgetOldRevisions();
    return stored;
  }

  /**
   * The revision held in memory when visitors would see it as they would see `document` now: if
   * that is the one a save replaces, the save changes drafts only. The database says which it
   * replaced, so a stale one only makes the save count as public.
   */
  private samePublicAs(document: Portfolio): Revision | undefined {
    const held = this.current;
    if (!held) return undefined;
    const now = this.clock.now();
    const same = JSON.stringify(publicPortfolio(held.document, now)) === JSON.stringify(publicPortfolio(document, now));
    return same ? held.revision : undefined;
  }

  /**
   * Every upload and post body the document refers to is stored: a page never shows a missing
   * file or a post without its text.
   */
  private async requireStored(document: PortfolioInput): Promise<void> {
    const uploads = mediaReferences(PORTFOLIO, document);
    const bodies = postBodyReferences(PORTFOLIO, document);
    const [missingUploads, missingBodies] = await Promise.all([
      this.media.missing(uploads.map(({ url }) => url)).then((urls) => new Set(urls)),
      this.postBodies.missing(bodies.map(({ id }) => id)).then((ids) => new Set(ids)),
    ]);
    refuse([
      ...uploads
        .filter(({ url }) => missingUploads.has(url))
        .map(({ path, accepts }) => ({ path, message: MESSAGES.media[accepts] })),
      ...bodies.filter(({ id }) => missingBodies.has(id)).map(({ path }) => ({ path, message: MESSAGES.postBody })),
    ]);
  }

  /** The save itself is done: a failure here only keeps an old version longer, and is logged. */
  private async forgetOldRevisions(): Promise<void> {
    const { kept, keptDays, maxBytes } = this.config.revisions;
    await this.revisions.prune(kept, keptDays, maxBytes).catch((error: unknown) => {
      this.logger.warn(`Old revisions were not forgotten this time: ${describe(error)}`);
    });
  }

  /** Asks the database for the revision, and for the document only when the revision is new. */
  private async check(): Promise<StoredPortfolio> {
    try {
      const row = await this.repository.readUnless(this.current?.revision, READ_DEADLINE_MS);
      this.checkedAt = performance.now();
      return row.document === null && this.current ? this.current : this.remember(row);
    } catch (error) {
      if (!this.current) throw error;
      // Readers within the window get the document at once, not another wait for the database.
      this.checkedAt = performance.now();
      this.logger.warn(
        `Serving the portfolio in memory (version ${this.current.revision.version}): ${describe(error)}`,
      );
      return this.current;
    }
  }

  private remember({ document: stored, shape, version, digest, savedAt, publishedAt }: StoredRow): StoredPortfolio {
    // Every save is checked, so a stored document breaks the rules only after a hand edit in the
    // database or a restore from elsewhere: it is served as far as it can be read, and said loudly.
    const { document, problems } = readStored(stored, shape);
    if (problems.length > 0) this.logger.error(describeProblems(version, problems));
    const json = Buffer.from(JSON.stringify(document));
    return this.keep({ document, revision: { version, digest }, savedAt, publishedAt, json, problems });
  }

  private keep(stored: StoredPortfolio): StoredPortfolio {
    this.current = stored;
    this.checkedAt = performance.now();
    for (const listener of this.listeners) listener(stored);
    return stored;
  }
}

/**
 * A stored document (the current one or a kept revision) as far as it can be read: in the current
 * shape, in the document's order (JSONB keeps its own) and with only its fields; and where it
 * breaks the document's rules.
 */
export function readStored(stored: unknown, shape: number): { document: Portfolio; problems: FieldError[] } {
  const { upgraded, problems } = toCurrentShape(stored, shape);
  return { document: pickPortfolio(upgraded), problems: [...problems, ...checkPortfolio(upgraded)] };
}

/**
 * A document written in an older shape, brought to the current one (it is stored so at the next
 * save); one of a shape this version cannot read is kept as it is, and that is a problem to report.
 */
function toCurrentShape(stored: unknown, shape: number): { upgraded: unknown; problems: FieldError[] } {
  if (shape === SHAPE_VERSION) return { upgraded: stored, problems: [] };
  try {
    return { upgraded: upgradeDocument(stored, shape), problems: [] };
  } catch (error) {
    return {
      upgraded: stored,
      problems: [{ path: '', message: error instanceof Error ? error.message : String(error) }],
    };
  }
}

function describeProblems(version: number, problems: FieldError[]): string {
  const where = problems.map(({ path, message }) => `${path || 'the document'} ${message}`).join('; ');
  return (
    `The stored portfolio (version ${version}) breaks the document's rules: ${where}. ` +
    'It is served as far as it can be read; save it again from the admin, or restore a backup.'
  );
}

/** A 400 naming each field's problem, as the DTO's are, when there is any. */
function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw fieldsNotValid(errors);
}

function changedElsewhere(): PreconditionFailedException {
  return new PreconditionFailedException({
    message: 'The portfolio was changed elsewhere since it was loaded. Load the latest version, then save again.',
  });
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return cause instanceof Error ? cause.message : String(cause);
}
