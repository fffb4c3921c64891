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
  /** False for a version saved since posts are stored apart: it holds the document without them. */
  holdsPosts: boolean;
}

const SECTIONS = Object.keys(PORTFOLIO.fields);

/** How many days back the newest version of each day is kept whatever else is saved. */
export const DAILY_DAYS = 30;

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
          `SELECT version, saved_at AS "savedAt", document, shape, holds_posts AS "holdsPosts"
           FROM portfolio_revision WHERE version = $1`,
          [version],
        ) as Promise<RevisionRow[]>,
    );
    return row;
  }

  /**
   * Forgets the versions that are neither among the newest `kept` nor younger than `keptDays`,
   * and those beyond `maxBytes`, as stored (compressed: pg_column_size reads it without unpacking a
   * document). The newest version of each of the last `DAILY_DAYS` days is kept in any case, and
   * counts first against `maxBytes`: newest first, as many of those days as fit; the rest of the
   * budget goes to the other versions, newest first. So a flood of saves, however large, cannot
   * push out the days before it. The table's size on disk bounds the versions' sum from above and
   * costs nothing to read, so they are counted only once the table has grown past `maxBytes`.
   */
  async prune(kept: number, keptDays: number, maxBytes: number): Promise<void> {
    await databaseWork(() =>
      this.dataSource.query(
        `WITH history AS (
           SELECT version, pg_column_size(document) AS bytes,
                  saved_at >= now() - make_interval(days => $4)
                    AND version = max(version) OVER (PARTITION BY (saved_at AT TIME ZONE 'UTC')::date) AS daily,
                  saved_at >= now() - make_interval(days => $2)
                    OR version >= (SELECT min(version) FROM (SELECT version FROM portfolio_revision
                                                             ORDER BY version DESC LIMIT $1) AS newest) AS counted
           FROM portfolio_revision
         ), spent AS (
           SELECT version, daily, counted,
                  sum(bytes) FILTER (WHERE daily) OVER (ORDER BY version DESC) AS daily_with_newer,
                  sum(bytes) FILTER (WHERE counted AND NOT daily) OVER (ORDER BY version DESC) AS others_with_newer
           FROM history
         ), budget AS (
           SELECT (SELECT pg_total_relation_size('portfolio_revision')) > $3 AS counts,
                  $3 - coalesce(max(daily_with_newer) FILTER (WHERE daily_with_newer <= $3), 0) AS left_for_others
           FROM spent
         )
         DELETE FROM portfolio_revision
         WHERE version IN (SELECT version FROM spent, budget
                           WHERE CASE WHEN daily THEN counts AND daily_with_newer > $3
                                      ELSE NOT counted OR (counts AND others_with_newer > left_for_others) END)`,
        [kept, keptDays, maxBytes, DAILY_DAYS],
      ),
    );
  }
}
