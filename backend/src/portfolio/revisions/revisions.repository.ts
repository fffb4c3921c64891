import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PORTFOLIO, type RevisionSummary } from '@portfolio/contract';
import type { DataSource } from 'typeorm';
import { databaseWork } from '../../database/database-work';

/** One kept version, as listed: what the save that made it changed, next to the one before. */
export type RevisionListRow = Omit<RevisionSummary, 'savedAt'> & { savedAt: Date };

export interface RevisionRow {
  version: number;
  savedAt: Date;
  document: unknown;
  shape: number;
}

const SECTIONS = Object.keys(PORTFOLIO.fields);

/** The SQL of the versions that saves replaced (the `portfolio_revision` table). */
@Injectable()
export class RevisionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest first, older than `before` when it is given. */
  list(before: number | undefined, limit: number): Promise<RevisionListRow[]> {
    return databaseWork(
      () =>
        this.dataSource.query(
          `SELECT version, saved_at AS "savedAt", octet_length(document::text) AS bytes,
                  ARRAY(SELECT section FROM unnest($3::text[]) WITH ORDINALITY AS s(section, position)
                        WHERE previous IS NULL OR document -> section IS DISTINCT FROM previous -> section
                        ORDER BY position) AS changed
           FROM (SELECT version, saved_at, document, lag(document) OVER (ORDER BY version) AS previous
                 FROM portfolio_revision) AS history
           WHERE $1::integer IS NULL OR version < $1
           ORDER BY version DESC
           LIMIT $2`,
          [before ?? null, limit, SECTIONS],
        ) as Promise<RevisionListRow[]>,
    );
  }

  async find(version: number): Promise<RevisionRow | undefined> {
    const [row] = await databaseWork(
      () =>
        this.dataSource.query(
          'SELECT version, saved_at AS "savedAt", document, shape FROM portfolio_revision WHERE version = $1',
          [version],
        ) as Promise<RevisionRow[]>,
    );
    return row;
  }

  /**
   * Forgets the versions that are neither among the newest `kept` nor younger than `keptDays`,
   * and the oldest ones beyond `maxBytes`: newest first, versions are kept while they take at most
   * that together, as stored (compressed: pg_column_size reads it without unpacking a document).
   * The table's size on disk bounds that sum from above and costs nothing to read, so the versions
   * are summed only once the table has grown past `maxBytes`.
   */
  async prune(kept: number, keptDays: number, maxBytes: number): Promise<void> {
    await databaseWork(() =>
      this.dataSource.query(
        `DELETE FROM portfolio_revision
         WHERE (saved_at < now() - make_interval(days => $2)
                AND version < (SELECT min(version) FROM (SELECT version FROM portfolio_revision
                                                         ORDER BY version DESC LIMIT $1) AS newest))
            OR version IN (SELECT version
                           FROM (SELECT version, sum(pg_column_size(document)) OVER (ORDER BY version DESC) AS bytes_with_newer
                                 FROM portfolio_revision
                                 WHERE (SELECT pg_total_relation_size('portfolio_revision')) > $3) AS history
                           WHERE bytes_with_newer > $3)`,
        [kept, keptDays, maxBytes],
      ),
    );
  }
}
