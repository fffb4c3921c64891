import { createHash } from 'node:crypto';

/** A post as stored on its own: its fields are exactly those of the document's `blogs` item. */
export interface PostRecord {
  id: string;
  /** The owner's order: the document lists posts by it. */
  position: number;
  fields: Record<string, unknown>;
  /** The shape of the document its fields were written in. */
  shape: number;
  version: number;
  /** The number of its last change among all the posts' changes. */
  seq: number;
}

/** What changed among the posts after a number: records saved or moved, and posts deleted. */
export interface PostChanges {
  records: PostRecord[];
  removals: { id: string; seq: number }[];
}

/** The document's digest from its row's and the posts' last change, as `DOCUMENT_DIGEST` makes it in SQL. */
export function documentDigest(rowDigest: string, seq: number): string {
  return createHash('md5').update(`${rowDigest}-${seq}`).digest('hex');
}

/** The columns of a `PostRecord`, as the statements that read one return them. */
export const RECORD_COLUMNS = `id, position, fields, shape, version, seq::float8 AS seq`;
