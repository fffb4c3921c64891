import { upgradeDocument } from '@portfolio/contract';
import type { DataSource, EntityManager } from 'typeorm';
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
    const referenced = new Set<string>();
    const take = (document: unknown, shape: number) => {
      for (const id of referencesOf(upgradeDocument(document, shape))) referenced.add(id);
    };
    // One snapshot, read a page at a time: with 10,000 posts and their kept versions, the whole at
    // once would be tens of megabytes in the API's memory.
    await databaseWork(() =>
      this.dataSource.transaction('REPEATABLE READ', async (queries) => {
        for (const { document, shape } of (await queries.query('SELECT document, shape FROM portfolio')) as Stored[])
          take(document, shape);
        for await (const rows of pages(queries, documentVersions, DOCUMENTS_AT_ONCE))
          for (const { document, shape } of rows) take(document, shape);
        // Each post and each kept version of one names what it refers to too, read as a document of
        // those posts alone, one per shape.
        for (const page of [posts, postVersions] as Page<StoredPost>[]) {
          for await (const rows of pages(queries, page, POSTS_AT_ONCE)) {
            for (const shape of new Set(rows.map((row) => row.shape)))
              take({ blogs: rows.filter((row) => row.shape === shape).map((row) => row.fields) }, shape);
          }
        }
      }),
    );
    const { table, storedAt } = this.rows;
    const [{ count }] = (await databaseWork(() =>
      this.dataSource.query(
        `WITH deleted AS (
           DELETE FROM ${table} WHERE ${storedAt} < now() - make_interval(secs => $1 / 1000.0) AND id <> ALL($2::text[])
           RETURNING 1
         )
         SELECT count(*)::integer AS count FROM deleted`,
        [graceMs, [...referenced]],
      ),
    )) as [{ count: number }];
    return count;
  }
}

interface Stored {
  document: unknown;
  shape: number;
}

interface StoredPost {
  fields: unknown;
  shape: number;
}

/** A page of a table's rows after `last`, the last row of the page before (none for the first), read by the primary key's index. */
type Page<Row> = (last: Row | undefined) => [sql: string, parameters: unknown[]];

const DOCUMENTS_AT_ONCE = 20;
const POSTS_AT_ONCE = 500;

const documentVersions: Page<Stored & { version: number }> = (last) => [
  `SELECT document, shape, version FROM portfolio_revision WHERE version > $1 ORDER BY version LIMIT ${DOCUMENTS_AT_ONCE}`,
  [last?.version ?? -1],
];
const posts: Page<StoredPost & { id: string }> = (last) => [
  `SELECT fields, shape, id FROM post WHERE id > $1 ORDER BY id LIMIT ${POSTS_AT_ONCE}`,
  [last?.id ?? ''],
];
const postVersions: Page<StoredPost & { post_id: string; version: number }> = (last) => [
  `SELECT fields, shape, post_id, version FROM post_revision WHERE (post_id, version) > ($1, $2)
   ORDER BY post_id, version LIMIT ${POSTS_AT_ONCE}`,
  [last?.post_id ?? '', last?.version ?? -1],
];

/** The rows `page` reads, a page after another, until one is not full. */
async function* pages<Row>(
  queries: Pick<EntityManager, 'query'>,
  page: Page<Row>,
  size: number,
): AsyncGenerator<Row[]> {
  for (let last: Row | undefined; ;) {
    const rows = (await queries.query(...page(last))) as Row[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
