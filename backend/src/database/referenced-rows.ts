import { upgradeDocument } from '@portfolio/contract';
import type { DataSource } from 'typeorm';
import { databaseWork } from './database-work';

/**
 * A table of rows stored by their content's id that documents refer to (the owner's uploads, the
 * posts' bodies): a row is kept while the current document or a kept revision names it (a post's or the document's), and for a
 * grace period after it was last stored, which gives a draft in the owner's browser time to be
 * saved. The names are this code's own, never a request's.
 */
export interface ReferencedTable {
  /** The table whose rows are deleted (its other rows go with them, by their foreign keys). */
  table: string;
  /** When a row was last stored. */
  storedAt: string;
  /** The table and column a document's reference is looked up in. */
  lookup: { table: string; column: string };
}

export class ReferencedRows {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: ReferencedTable,
  ) {}

  /** Which of these references no stored row has. */
  async missing(references: string[]): Promise<string[]> {
    if (references.length === 0) return [];
    const { table, column } = this.rows.lookup;
    const found = (await databaseWork(() =>
      this.dataSource.query(`SELECT ${column} AS reference FROM ${table} WHERE ${column} = ANY($1)`, [references]),
    )) as { reference: string }[];
    const stored = new Set(found.map((row) => row.reference));
    return references.filter((reference) => !stored.has(reference));
  }

  /**
   * Deletes the rows last stored more than `graceMs` ago that neither the document nor any kept
   * revision refers to (`referencesOf` a document in the current shape gives the ids it names);
   * answers how many. A stored document this release cannot read (of a newer shape, after a
   * rollback) throws, and nothing is deleted: what it refers to is not known.
   */
  async deleteUnreferenced(graceMs: number, referencesOf: (document: unknown) => string[]): Promise<number> {
    const documents = (await databaseWork(() =>
      this.dataSource.query(
        // Each post and each kept version of one names what it refers to too, read as a document
        // of those posts alone, a query per shape.
        `SELECT document, shape FROM portfolio UNION ALL SELECT document, shape FROM portfolio_revision
         UNION ALL SELECT jsonb_build_object('blogs', jsonb_agg(fields)), shape FROM post GROUP BY shape
         UNION ALL SELECT jsonb_build_object('blogs', jsonb_agg(fields)), shape FROM post_revision GROUP BY shape`,
      ),
    )) as { document: unknown; shape: number }[];
    const referenced = documents.flatMap(({ document, shape }) => referencesOf(upgradeDocument(document, shape)));
    const { table, storedAt } = this.rows;
    const [{ count }] = (await databaseWork(() =>
      this.dataSource.query(
        `WITH deleted AS (
           DELETE FROM ${table} WHERE ${storedAt} < now() - make_interval(secs => $1 / 1000.0) AND id <> ALL($2::text[])
           RETURNING 1
         )
         SELECT count(*)::integer AS count FROM deleted`,
        [graceMs, referenced],
      ),
    )) as [{ count: number }];
    return count;
  }
}
