import type { EntityManager } from 'typeorm';
import type { PostPlan } from './post-plan';
import { RECORD_COLUMNS, type PostChanges, type PostRecord } from './post-record';
import { POSTS_SEQ } from './post-sql';

/** Something that runs SQL: the data source, or a transaction's manager. */
type Queries = Pick<EntityManager, 'query'>;

/** The posts changed after `seq` (every post for 0), and those deleted since. */
export async function postChangesSince(queries: Queries, seq: number): Promise<PostChanges> {
  const [records, removals] = await Promise.all([
    queries.query(`SELECT ${RECORD_COLUMNS} FROM post WHERE seq > $1`, [seq]) as Promise<PostRecord[]>,
    seq === 0
      ? Promise.resolve([])
      : (queries.query('SELECT post_id AS id, seq::float8 AS seq FROM post_removal WHERE seq > $1', [seq]) as Promise<
          PostChanges['removals']
        >),
  ]);
  return { records, removals };
}

/** Every post as the document lists them, for matching a whole document's posts with them. */
export function currentPosts(
  queries: Queries,
): Promise<{ id: string; position: number; fields: Record<string, unknown> }[]> {
  return queries.query('SELECT id, position, fields FROM post ORDER BY position, id COLLATE "C"') as Promise<
    { id: string; position: number; fields: Record<string, unknown> }[]
  >;
}

/** The number of the posts' last change. */
export async function postsSeq(queries: Queries): Promise<number> {
  const [{ seq }] = (await queries.query(`SELECT ${POSTS_SEQ}::float8 AS seq`)) as [{ seq: number }];
  return seq;
}

/**
 * Carries out a whole document's plan for its posts, inside the save's transaction, each record
 * changed with the next number. What it replaces is kept by the document's own history, whole.
 */
export async function applyPostPlan(queries: Queries, plan: PostPlan, shape: number): Promise<void> {
  if (plan.deleted.length > 0) {
    await queries.query(
      `WITH gone AS (DELETE FROM post WHERE id = ANY($1::text[]) RETURNING id)
       INSERT INTO post_removal (post_id) SELECT id FROM gone`,
      [plan.deleted],
    );
  }
  if (plan.moved.length > 0) {
    await queries.query(
      `UPDATE post SET position = moved.position, seq = nextval('post_change')
       FROM unnest($1::text[], $2::float8[]) AS moved(id, position) WHERE post.id = moved.id`,
      [plan.moved.map(({ id }) => id), plan.moved.map(({ position }) => position)],
    );
  }
  if (plan.edited.length > 0) {
    await queries.query(
      `UPDATE post SET position = edited.position, fields = edited.fields, shape = $4, version = post.version + 1,
                       seq = nextval('post_change'), updated_at = now()
       FROM unnest($1::text[], $2::float8[], $3::jsonb[]) AS edited(id, position, fields) WHERE post.id = edited.id`,
      [...columns(plan.edited), shape],
    );
  }
  if (plan.created.length > 0) {
    await queries.query(
      `INSERT INTO post (id, position, fields, shape)
       SELECT id, position, fields, $4 FROM unnest($1::text[], $2::float8[], $3::jsonb[]) AS created(id, position, fields)`,
      [...columns(plan.created), shape],
    );
  }
}

function columns(posts: { id: string; position: number; fields: Record<string, unknown> }[]): unknown[] {
  return [
    posts.map(({ id }) => id),
    posts.map(({ position }) => position),
    posts.map(({ fields }) => JSON.stringify(fields)),
  ];
}
