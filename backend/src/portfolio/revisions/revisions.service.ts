import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { RevisionAnswer, RevisionPage } from '@portfolio/contract';
import type { Revision } from '../etag';
import { PortfolioReader } from '../portfolio-reader';
import { PortfolioWriter } from '../portfolio-writer';
import { readStored } from '../stored-document';
import type { StoredPortfolio } from '../stored-portfolio';
import { RevisionsRepository } from './revisions.repository';

/** The versions saves replaced: listed, read in the current shape, and restored as a new version. */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly repository: RevisionsRepository,
    private readonly writer: PortfolioWriter,
    private readonly reader: PortfolioReader,
  ) {}

  async list(before: number | undefined, limit: number): Promise<RevisionPage> {
    // One more than asked tells whether there is a next page.
    const revisions = await this.repository.list(before, limit + 1);
    const next = revisions.length > limit ? revisions[limit - 1]!.version : null;
    const page = revisions
      .slice(0, limit)
      .map((revision) => ({ ...revision, savedAt: revision.savedAt.toISOString() }));
    return { revisions: page, next };
  }

  /**
   * The document of a kept version, brought to the current shape. A version saved since posts are
   * stored apart holds none: it reads with the posts as they are now, which restoring it leaves.
   */
  async read(version: number): Promise<RevisionAnswer> {
    const row = await this.repository.find(version);
    if (!row) throw new NotFoundException({ message: `No revision ${version} is kept.` });
    const { document, problems } = readStored(row.document, row.shape);
    if (!row.holdsPosts && problems.length === 0) document.blogs = (await this.reader.read()).document.blogs;
    if (problems.length > 0) {
      throw new UnprocessableEntityException({
        message: `Revision ${version} breaks the document's rules and cannot be used.`,
        errors: problems,
      });
    }
    return { version: row.version, savedAt: row.savedAt.toISOString(), document };
  }

  /** Saves a kept version's document as the next version, while the current one is `expected`. */
  async restore(version: number, expected: Revision[]): Promise<StoredPortfolio> {
    const { document } = await this.read(version);
    return this.writer.replace(document, expected);
  }
}
