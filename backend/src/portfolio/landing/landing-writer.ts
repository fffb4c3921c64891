import { Inject, Injectable, PreconditionFailedException } from '@nestjs/common';
import { checkAcrossFields, pickPortfolio, SHAPE_VERSION, type PortfolioInput } from '@portfolio/contract';
import { fieldsNotValid } from '../../http/validation';
import { MediaService } from '../../media/media.service';
import { PostBodiesService } from '../../post-bodies/post-bodies.service';
import { CLOCK, type Clock } from '../clock';
import type { Revision } from '../etag';
import { PortfolioReader } from '../portfolio-reader';
import { PortfolioWriter, refuse } from '../portfolio-writer';
import { documentDigest } from '../posts/post-record';
import { jsonOnce, visitorsDocument } from '../public-views';
import { unstoredReferences } from '../unstored-references';
import { LandingRepository } from './landing.repository';

/** The landing page as saved: its JSON (the document with `blogs: []`) and the row's revision. */
export interface SavedLanding {
  json: Buffer;
  revision: Revision;
}

/** The message of a landing save that brings posts: they have their own routes. */
export const POSTS_APART = 'posts are saved one at a time at /api/posts';

/**
 * Saves the landing page's content on its own: the document's row, checked as the whole
 * document's save checks it, with no post read, written or kept. The site is told as after any
 * save, with the posts as they stand.
 */
@Injectable()
export class LandingWriter {
  constructor(
    private readonly reader: PortfolioReader,
    private readonly writer: PortfolioWriter,
    private readonly repository: LandingRepository,
    private readonly media: MediaService,
    private readonly postBodies: PostBodiesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async replace(validated: PortfolioInput, expected?: Revision[]): Promise<SavedLanding> {
    if (validated.blogs.length > 0) throw fieldsNotValid([{ path: 'blogs', message: POSTS_APART }]);
    if (expected?.length === 0) throw changedElsewhere();
    const landing = pickPortfolio(validated);
    refuse(checkAcrossFields(landing));
    refuse(await unstoredReferences(landing, this.media, this.postBodies));
    const current = await this.reader.read();
    if (this.reader.rowHoldsPosts()) return this.saveWhole(landing, expected);
    const whole = { ...landing, blogs: current.document.blogs };
    // The blog's JSON is made when first asked for: the landing page's save answers with its own.
    const json = jsonOnce(whole);
    const now = this.clock.now();
    const visitors = visitorsDocument(whole, json, now);
    const heldView = this.reader.heldPublic(now);
    const samePublic = heldView?.etag === visitors.etag ? heldView.revision : undefined;
    const heldSeq = this.reader.heldPosts().seq;
    const row = await this.repository.replace(JSON.stringify(landing), SHAPE_VERSION, expected, samePublic, heldSeq);
    if (!row) throw changedElsewhere();
    const { version, rowDigest, savedAt, publishedAt, seq, changes } = row;
    const stored = { document: whole, revision: { version, digest: documentDigest(rowDigest, seq) } };
    const held = { document: landing, shape: SHAPE_VERSION, version, rowDigest, savedAt, publishedAt };
    this.reader.landingSaved(
      {
        ...stored,
        savedAt,
        publishedAt,
        get json() {
          return json();
        },
        problems: [],
      },
      now,
      visitors,
      held,
      changes,
      seq,
    );
    await this.writer.forgetOldRevisions();
    return { json: Buffer.from(JSON.stringify(landing)), revision: { version, digest: rowDigest } };
  }

  /**
   * A row written by a release from before posts were stored apart holds the newest posts: the
   * landing page is saved with them, whole, which moves them into records as any whole save does.
   */
  private async saveWhole(landing: PortfolioInput, expected?: Revision[]): Promise<SavedLanding> {
    const { revision: row } = await this.reader.readLanding();
    const current = await this.reader.read();
    const matches = expected?.some(({ version, digest }) => version === row.version && digest === row.digest);
    if (expected && !matches) throw changedElsewhere();
    await this.writer.replace({ ...landing, blogs: current.document.blogs }, expected && [current.revision]);
    return this.reader.readLanding();
  }
}

function changedElsewhere(): PreconditionFailedException {
  return new PreconditionFailedException({
    message: 'The landing page was changed elsewhere since it was loaded. Load the latest version, then save again.',
  });
}
