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
  /** The document as the JSON the API sends, serialised once per version. */
  json: Buffer;
}

// Reads within this long of the last check are answered from memory, without a query; the next
// read checks the version, so a save made through another replica shows within about a second.
const FRESH_FOR_MS = 1000;
// Past this a reader gets the document in memory instead: visitors answered within 3 s.
const READ_DEADLINE_MS = 2500;

@Injectable()
export class PortfolioService {
  private readonly logger = new Logger(PortfolioService.name);

  /** The last document read or written; also what is served while the database cannot be reached. */
  private current: StoredPortfolio | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** The check under way, which concurrent readers share rather than each sending a query. */
  private checking: Promise<StoredPortfolio> | undefined;

  constructor(@InjectRepository(PortfolioEntity) private readonly portfolios: Repository<PortfolioEntity>) {}

  read(): Promise<StoredPortfolio> {
    if (this.current && performance.now() - this.checkedAt < FRESH_FOR_MS) return Promise.resolve(this.current);
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /**
   * Replaces the document with the fields of a validated one, in one statement guarded by the
   * version when `expectedVersions` is given, so two saves from the same version cannot both succeed.
   */
  async replace(validated: Portfolio, expectedVersions?: number[]): Promise<StoredPortfolio> {
    if (expectedVersions?.length === 0) throw changedElsewhere();
    const update = this.portfolios
      .createQueryBuilder()
      .update()
      .set({ document: pickPortfolio(validated), version: () => 'version + 1', updatedAt: () => 'now()' })
      .where('id = :id', { id: PORTFOLIO_ID });
    if (expectedVersions) update.andWhere('version IN (:...expectedVersions)', { expectedVersions });
    const result = await databaseWork(() => update.returning(['document', 'version']).execute());
    const [row] = result.raw as Pick<PortfolioEntity, 'document' | 'version'>[];
    if (!row) throw changedElsewhere();
    return this.remember(row.document, row.version);
  }

  /** Asks the database for the version, and for the document only when the version is new. */
  private async check(): Promise<StoredPortfolio> {
    try {
      const [row] = await databaseWork(() =>
        withDeadline(
          this.portfolios.query(
            'SELECT version, CASE WHEN version <> $1 THEN document END AS document FROM portfolio WHERE id = $2',
            [this.current?.version ?? 0, PORTFOLIO_ID],
          ) as Promise<{ version: number; document: Portfolio | null }[]>,
          READ_DEADLINE_MS,
        ),
      );
      this.checkedAt = performance.now();
      if (!row) throw new Error('The portfolio row is missing: have the migrations run?');
      return row.document === null && this.current ? this.current : this.remember(row.document!, row.version);
    } catch (error) {
      if (!this.current) throw error;
      // Readers within the next second get the document at once, not another wait for the database.
      this.checkedAt = performance.now();
      this.logger.warn(`Serving the portfolio in memory (version ${this.current.version}): ${describe(error)}`);
      return this.current;
    }
  }

  private remember(stored: Portfolio, version: number): StoredPortfolio {
    // In the document's order (JSONB keeps its own), and only its fields.
    const document = pickPortfolio(stored);
    this.current = { document, version, json: Buffer.from(JSON.stringify(document)) };
    this.checkedAt = performance.now();
    return this.current;
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
