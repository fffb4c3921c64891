import type { DataSource } from 'typeorm';
import { databaseWork } from './database-work';

/**
 * A table of rows stored by their content's id that documents refer to (the owner's uploads, the
 * posts' bodies): a row is kept while the current document or a kept revision names it, and for a
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

  /** Every stored document, the current one and each kept revision, with the shape it was written in. */
  storedDocuments(): Promise<{ document: unknown; shape: number }[]> {
    return databaseWork(() =>
      this.dataSource.query(
        'SELECT document, shape FROM portfolio UNION ALL SELECT document, shape FROM portfolio_revision',
      ),
    );
  }

  /** Deletes the rows last stored more than `graceMs` ago whose id is not among `referenced`; answers how many. */
  async deleteUnreferenced(graceMs: number, referenced: string[]): Promise<number> {
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
