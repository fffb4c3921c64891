import { Inject, Injectable, Logger, PreconditionFailedException } from '@nestjs/common';
import {
  checkAcrossFields,
  pickPortfolio,
  SHAPE_VERSION,
  type FieldError,
  type PortfolioInput,
} from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { failureCause } from '../database/database-work';
import { fieldsNotValid } from '../http/validation';
import { MediaService } from '../media/media.service';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { CLOCK, type Clock } from './clock';
import type { Revision } from './etag';
import { PortfolioReader } from './portfolio-reader';
import { PortfolioRepository } from './portfolio.repository';
import { visitorsDocument } from './public-views';
import { RevisionsRepository } from './revisions/revisions.repository';
import type { StoredPortfolio } from './stored-portfolio';
import { unstoredReferences } from './unstored-references';

/**
 * Saves the document: checks what the fields' own checks cannot (the rules across fields, that
 * every upload and post body it names is stored), stores it guarded by the revision, hands the
 * saved revision and what its visitors see to the reader, and forgets old revisions.
 */
@Injectable()
export class PortfolioWriter {
  private readonly logger = new Logger(PortfolioWriter.name);

  constructor(
    private readonly reader: PortfolioReader,
    private readonly repository: PortfolioRepository,
    private readonly revisions: RevisionsRepository,
    private readonly media: MediaService,
    private readonly postBodies: PostBodiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
    refuse(await unstoredReferences(document, this.media, this.postBodies));
    const text = JSON.stringify(document);
    const json = Buffer.from(text);
    const now = this.clock.now();
    const visitors = visitorsDocument(document, () => json, now);
    // When visitors of the revision held in memory see what they would see of this one, the save
    // changes drafts only. The database says which revision it replaced, so a stale one held here
    // only makes the save count as public.
    const heldView = this.reader.heldPublic(now);
    const samePublic = heldView?.etag === visitors.etag ? heldView.revision : undefined;
    const row = await this.repository.replace(document, text, SHAPE_VERSION, expected, samePublic);
    if (!row) throw changedElsewhere();
    const { version, digest, rowDigest, savedAt, publishedAt, seq, posts } = row;
    const stored: StoredPortfolio = {
      document,
      revision: { version, digest },
      savedAt,
      publishedAt,
      json,
      problems: [],
    };
    this.reader.savedPosts(posts, seq);
    const held = {
      document: { ...document, blogs: [] },
      shape: SHAPE_VERSION,
      version,
      rowDigest,
      savedAt,
      publishedAt,
    };
    this.reader.saved(stored, now, visitors, held);
    await this.forgetOldRevisions();
    return stored;
  }

  /** The save itself is done: a failure here only keeps an old version longer, and is logged. */
  async forgetOldRevisions(): Promise<void> {
    const { kept, keptDays, maxBytes } = this.config.revisions;
    await this.revisions.prune(kept, keptDays, maxBytes).catch((error: unknown) => {
      this.logger.warn(`Old revisions were not forgotten this time: ${failureCause(error)}`);
    });
  }
}

/** A 400 naming each field's problem, as the DTO's are, when there is any. */
export function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw fieldsNotValid(errors);
}

/** The 412 of a save whose document was changed since the revision it was read at. */
export function changedElsewhere(): PreconditionFailedException {
  return new PreconditionFailedException({
    message: 'The portfolio was changed elsewhere since it was loaded. Load the latest version, then save again.',
  });
}
