import { Injectable, Logger, PreconditionFailedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pickPortfolio, type Portfolio } from '@portfolio/contract';
import type { Repository } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { withDeadline } from '../database/deadline';
import { PORTFOLIO_ID, PortfolioEntity } from './portfolio.entity';

export interface StoredPortfolio {
  document: Portfolio;
  version: number;
}

// Past this a reader gets the last document instead: visitors answered within 3 s.
const READ_DEADLINE_MS = 2500;

@Injectable()
export class PortfolioService {
  private readonly logger = new Logger(PortfolioService.name);

  /** The last document read or written, served while the database cannot be reached. */
  private lastKnown: StoredPortfolio | undefined;

  constructor(@InjectRepository(PortfolioEntity) private readonly portfolios: Repository<PortfolioEntity>) {}

  async read(): Promise<StoredPortfolio> {
    const select = { document: true, version: true } as const;
    try {
      const row = await databaseWork(() =>
        withDeadline(this.portfolios.findOneOrFail({ select, where: { id: PORTFOLIO_ID } }), READ_DEADLINE_MS),
      );
      return this.remember({ document: row.document, version: row.version });
    } catch (error) {
      if (!this.lastKnown) throw error;
      this.logger.warn(`Serving the last known portfolio (version ${this.lastKnown.version}): ${describe(error)}`);
      return this.lastKnown;
    }
  }

  /**
   * Replaces the document with the fields of a validated one, in one statement guarded by the
   * version when `expectedVersions` is given, so two saves from the same version cannot both succeed.
   */
  async replace(validated: Portfolio, expectedVersions?: number[]): Promise<StoredPortfolio> {
    if (expectedVersions?.length === 0) throw changedElsewhere();
    const document = pickPortfolio(validated);
    const update = this.portfolios
      .createQueryBuilder()
      .update()
      .set({ document, version: () => 'version + 1', updatedAt: () => 'now()' })
      .where('id = :id', { id: PORTFOLIO_ID });
    if (expectedVersions) update.andWhere('version IN (:...expectedVersions)', { expectedVersions });
    const result = await databaseWork(() => update.returning(['document', 'version']).execute());
    const [row] = result.raw as Pick<PortfolioEntity, 'document' | 'version'>[];
    if (!row) throw changedElsewhere();
    return this.remember({ document: row.document, version: row.version });
  }

  private remember({ document, version }: StoredPortfolio): StoredPortfolio {
    this.lastKnown = { document: pickPortfolio(document), version };
    return this.lastKnown;
  }
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
