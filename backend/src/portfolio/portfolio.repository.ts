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
  /** When what visitors see last changed: the save's time, or an earlier one's when it changed drafts only. */
  publishedAt: Date;
}

/** The revision a save made: the saver holds its document already. */
export type SavedRow = Omit<StoredRow, 'document' | 'shape'>;

// The digest is PostgreSQL's own text of the stored JSONB, so the database alone decides which
// revision a row is, and a guarded save can compare it in the same statement.
const DIGEST = 'md5(document::text)';

// Written with the version it holds for: a save by an earlier release (after a rollback) moves
// the version and leaves this, and the save's own time counts again.
const PUBLISHED_AT = 'CASE WHEN published_version = version THEN published_at ELSE updated_at END';

/** The SQL of the one portfolio row. What to do with its answers is the service's business. */
@Injectable()
export class PortfolioRepository {
  constructor(@InjectRepository(PortfolioEntity) private readonly portfolios: Repository<PortfolioEntity>) {}

  /** The row's revision, and its document only when the revision is not `known`; gives up after `deadlineMs`. */
  async readUnless(known: Revision | undefined, deadlineMs: number): Promise<StoredRow> {
    const [row] = await databaseWork(() =>
      withDeadline(
        this.portfolios.query(
          `SELECT version, digest, shape, saved_at AS "savedAt", published_at AS "publishedAt",
                  CASE WHEN version <> $1 OR digest <> $2 THEN document END AS document
           FROM (SELECT version, ${DIGEST} AS digest, shape, updated_at AS saved_at,
                        ${PUBLISHED_AT} AS published_at, document
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
   * `samePublic` is a revision whose public view is this document's: when it is the one replaced,
   * visitors see nothing new, and the time their view last changed stays.
   */
  async replace(
    json: string,
    shape: number,
    expected?: Revision[],
    samePublic?: Revision,
  ): Promise<SavedRow | undefined> {
    const guard = expected ? ` AND (version, ${DIGEST}) IN (SELECT * FROM unnest($6::integer[], $7::text[]))` : '';
    const parameters: unknown[] = [json, PORTFOLIO_ID, shape, samePublic?.version ?? 0, samePublic?.digest ?? ''];
    if (expected)
      parameters.push(
        expected.map(({ version }) => version),
        expected.map(({ digest }) => digest),
      );
    const rows = await databaseWork(
      () =>
        this.portfolios.query(
          `WITH replaced AS (
             SELECT version, document, shape, updated_at, (version, ${DIGEST}) = ($4, $5) AS same_public,
                    ${PUBLISHED_AT} AS published_at
             FROM portfolio WHERE id = $2${guard} FOR UPDATE
           ), saved AS (
             UPDATE portfolio
             SET document = $1::jsonb, shape = $3, version = portfolio.version + 1, updated_at = now(),
                 published_at = CASE WHEN replaced.same_public THEN replaced.published_at ELSE now() END,
                 published_version = portfolio.version + 1
             FROM replaced
             WHERE id = $2
             RETURNING portfolio.version, md5(portfolio.document::text) AS digest, portfolio.updated_at AS "savedAt",
                       portfolio.published_at AS "publishedAt"
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
