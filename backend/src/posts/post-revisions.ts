import { PORTFOLIO, type FieldError } from '@portfolio/contract';
import type { EntityManager } from 'typeorm';
import { databaseWork } from '../database/database-work';

const FIELDS = Object.keys(PORTFOLIO.fields.blogs.item.fields);

/** One kept version of a post, as listed: the fields its save changed, next to the version before. */
export interface PostRevisionSummary {
  version: number;
  savedAt: string;
  bytes: number;
  changed: string[];
}

export interface PostRevisionRow {
  version: number;
  savedAt: Date;
  fields: unknown;
  shape: number;
}

/** A post's kept versions, newest first, older than `before` when it is given. */
export async function listPostRevisions(
  queries: Pick<EntityManager, 'query'>,
  id: string,
  before: number | undefined,
  limit: number,
): Promise<PostRevisionSummary[]> {
  const rows = (await databaseWork(() =>
    queries.query(
      `SELECT version, saved_at AS "savedAt", octet_length(fields::text) AS bytes,
              ARRAY(SELECT field FROM unnest($4::text[]) WITH ORDINALITY AS f(field, position)
                    WHERE previous IS NULL OR fields -> field IS DISTINCT FROM previous -> field
                    ORDER BY position) AS changed
       FROM (SELECT version, saved_at, fields, lag(fields) OVER (ORDER BY version) AS previous
             FROM post_revision WHERE post_id = $1) AS history
       WHERE $2::integer IS NULL OR version < $2
       ORDER BY version DESC
       LIMIT $3`,
      [id, before ?? null, limit, FIELDS],
    ),
  )) as (Omit<PostRevisionSummary, 'savedAt'> & { savedAt: Date })[];
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

export async function findPostRevision(
  queries: Pick<EntityManager, 'query'>,
  id: string,
  version: number,
): Promise<PostRevisionRow | undefined> {
  const [row] = (await databaseWork(() =>
    queries.query(
      `SELECT version, saved_at AS "savedAt", fields, shape FROM post_revision WHERE post_id = $1 AND version = $2`,
      [id, version],
    ),
  )) as PostRevisionRow[];
  return row;
}

/** A kept version's problems, named by the post's own paths: a version an edit behind the API's back broke. */
export const ownProblems = (problems: FieldError[]): FieldError[] =>
  problems.map(({ path, message }) => ({ path: path.replace(/^blogs\.\d+\.?/, ''), message }));

/**
 * Forgets the kept versions of post `id` that are neither among its newest `kept` nor younger than
 * `keptDays` (`REVISIONS_KEPT`, `REVISIONS_KEPT_DAYS`, counted per post as the document's are).
 * A deleted post's last version is its newest, so it stays restorable.
 */
export async function prunePostRevisions(
  queries: Pick<EntityManager, 'query'>,
  id: string,
  kept: number,
  keptDays: number,
): Promise<void> {
  await queries.query(
    `DELETE FROM post_revision
     WHERE post_id = $1 AND saved_at < now() - make_interval(days => $3)
       AND version < (SELECT min(version) FROM (SELECT version FROM post_revision WHERE post_id = $1
                                                ORDER BY version DESC LIMIT $2) AS newest)`,
    [id, kept, keptDays],
  );
}
