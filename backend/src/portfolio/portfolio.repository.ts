import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { withDeadline } from '../database/deadline';
import type { Revision } from './etag';
import { PORTFOLIO_ID, PortfolioEntity } from './portfolio.entity';

/** A revision of the stored row, with its document when it was asked for. */
export interface StoredRow extends Revision {
  /** The stored JSONB as PostgreSQL returns it; null when the caller already holds this revision. */
  document: unknown;
  /** The shape it was written in. */
  shape: number;
  /** When it was saved. */
  savedAt: Date;
}

/** The revision a save made: the saver holds its document already. */
export type SavedRow = Omit<StoredRow, 'document' | 'shape'>;

// The digest is PostgreSQL's own text of the stored JSONB, so the database alone decides which
// revision a row is, and a guarded save can compare it in the same statement.
const DIGEST = 'md5(document::text)';

/** The SQL of the one portfolio row. What to do with its answers is the service's business. */
@Injectable()
export class PortfolioRepository {
  constructor(@InjectRepository(PortfolioEntity) private readonly portfolios: Repository<PortfolioEntity>) {}

  /** The row's revision, and its document only when the revision is not `known`; gives up after `deadlineMs`. */
  async readUnless(known: Revision | undefined, deadlineMs: number): Promise<StoredRow> {
    const [row] = await databaseWork(() =>
      withDeadline(
        this.portfolios.query(
          `SELECT version, digest, shape, saved_at AS "savedAt",
                  CASE WHEN version <> $1 OR digest <> $2 THEN document END AS document
           FROM (SELECT version, ${DIGEST} AS digest, shape, updated_at AS saved_at, document
                 FROM portfolio WHERE id = $3) AS stored`,
          [known?.version ?? 0, known?.digest ?? '', PORTFOLIO_ID],
        ) as Promise<StoredRow[]>,
        deadlineMs,
      ),
    );
    if (!row) throw new Error('The portfolio row is missing: have the migrations run?');
    return row;
  }

  /**
   * Stores the document's JSON, of the given shape, as the next version, in one statement, only
   * while the row is at one of the `expected` revisions when they are given; undefined when it was
   * not. The version it replaces is kept among the revisions by the same statement, so no save
   * can lose it. Locking the row first makes a save that waited on another keep that one.
   */
  async replace(json: string, shape: number, expected?: Revision[]): Promise<SavedRow | undefined> {
    const guard = expected ? ` AND (version, ${DIGEST}) IN (SELECT * FROM unnest($4::integer[], $5::text[]))` : '';
    const parameters: unknown[] = [json, PORTFOLIO_ID, shape];
    if (expected)
      parameters.push(
        expected.map(({ version }) => version),
        expected.map(({ digest }) => digest),
      );
    const rows = await databaseWork(
      () =>
        this.portfolios.query(
          `WITH replaced AS (
             SELECT version, document, shape, updated_at FROM portfolio WHERE id = $2${guard} FOR UPDATE
           ), saved AS (
             UPDATE portfolio SET document = $1::jsonb, shape = $3, version = version + 1, updated_at = now()
             WHERE id = $2 AND EXISTS (SELECT 1 FROM replaced)
             RETURNING version, ${DIGEST} AS digest, updated_at AS "savedAt"
           ), kept AS (
             INSERT INTO portfolio_revision (version, document, shape, saved_at)
             SELECT version, document, shape, updated_at FROM replaced
             ON CONFLICT (version) DO UPDATE
               SET document = EXCLUDED.document, shape = EXCLUDED.shape, saved_at = EXCLUDED.saved_at
           )
           SELECT * FROM saved`,
          parameters,
        ) as Promise<SavedRow[]>,
    );
    return rows[0];
  }
}
