import type { EntityManager } from 'typeorm';
import type { Revision } from '../portfolio/etag';
import { newPostId } from '../portfolio/posts/post-plan';
import { RECORD_COLUMNS, type PostChanges, type PostRecord } from '../portfolio/posts/post-record';
import { postChangesSince } from '../portfolio/posts/post-records';
import { LOCK_POSTS, POSTS_SEQ } from '../portfolio/posts/post-sql';

/** A record as its own routes answer it, with the digest its ETag is made of. */
export type SavedPost = PostRecord & { digest: string };

/** What a save under the posts' lock did, and the posts' changes since the number the process held, to hold them too. */
export interface Locked<T> {
  post: T;
  changes: PostChanges;
  seq: number;
  /** When visitors' view changed, if these changes changed it (a post they see, as it was or is now). */
  publishedAt?: Date;
}

/** What the process holds of the posts: the number of their last change, and whether changes touch what visitors see. */
export interface Held {
  seq: number;
  shows: (changes: PostChanges) => boolean;
}

/** What one post's save did: the post, or none when it was not found at the version expected. */
export type PostSave = Locked<SavedPost | undefined>;

// A post pinned by this save goes after every other (so after the pinned ones): the landing page
// shows it last among them, as the owner would expect of a pin just added.
const PINNED_LAST = `CASE WHEN coalesce(($4::jsonb ->> 'pinned')::boolean, false)
                          AND NOT coalesce((replaced.fields ->> 'pinned')::boolean, false)
                     THEN (SELECT max(position) + 1 FROM post) ELSE post.position END`;

const GUARD = `AND ($2::integer[] IS NULL OR (version, md5(fields::text)) IN (SELECT * FROM unnest($2::integer[], $3::text[])))`;

// The version a save or a deletion replaces is kept by the same statement, so no save loses it.
const KEEP = `INSERT INTO post_revision (post_id, version, fields, shape, saved_at)
              SELECT id, version, fields, shape, updated_at FROM replaced
              ON CONFLICT (post_id, version) DO UPDATE
                SET fields = EXCLUDED.fields, shape = EXCLUDED.shape, saved_at = EXCLUDED.saved_at`;

const expectedColumns = (expected?: Revision[]) => [
  expected?.map(({ version }) => version) ?? null,
  expected?.map(({ digest }) => digest) ?? null,
];

/**
 * Runs `work` under the posts' lock, and answers with the changes after the number `held` it
 * leaves. When they touch what visitors see, the moment is the document's `published_at`, as a
 * whole save that changes the public view makes it: the feed's and the sitemap's date.
 */
export async function underLock<T>(
  manager: EntityManager,
  held: Held,
  work: (queries: EntityManager) => Promise<T>,
): Promise<Locked<T>> {
  return manager.transaction(async (queries) => {
    await queries.query(LOCK_POSTS);
    const post = await work(queries);
    const [{ seq }] = (await queries.query(`SELECT ${POSTS_SEQ}::float8 AS seq`)) as [{ seq: number }];
    const changes = await postChangesSince(queries, held.seq);
    if (!held.shows(changes)) return { post, changes, seq };
    // TypeORM answers an UPDATE with its rows and their count.
    const [[{ publishedAt }]] = (await queries.query(
      `UPDATE portfolio SET published_at = now(), published_version = version RETURNING published_at AS "publishedAt"`,
    )) as [[{ publishedAt: Date }], number];
    return { post, changes, seq, publishedAt };
  });
}

/** Replaces one post's fields while it is at one of `expected` (any, without); no post back when it was not. */
export function replacePost(
  manager: EntityManager,
  id: string,
  fields: unknown,
  shape: number,
  expected: Revision[] | undefined,
  held: Held,
): Promise<PostSave> {
  return underLock(manager, held, async (queries) => {
    // TypeORM answers an UPDATE with its rows and their count.
    const [rows] = (await queries.query(
      `WITH replaced AS (SELECT * FROM post WHERE id = $1 ${GUARD} FOR UPDATE),
       kept AS (${KEEP})
       UPDATE post SET fields = $4::jsonb, shape = $5, version = post.version + 1, seq = nextval('post_change'),
                       updated_at = now(), position = ${PINNED_LAST}
       FROM replaced WHERE post.id = replaced.id
       RETURNING post.id, post.position, post.fields, post.shape, post.version, post.seq::float8 AS seq,
                 md5(post.fields::text) AS digest`,
      [id, ...expectedColumns(expected), JSON.stringify(fields), shape],
    )) as [SavedPost[], number];
    return rows[0];
  });
}

/**
 * Adds a post after the others in the owner's order, while there are fewer than `max`; none back
 * when there are not. A deleted post restored comes back under its `id`, after its kept versions.
 */
export function createPost(
  manager: EntityManager,
  fields: unknown,
  shape: number,
  max: number,
  held: Held,
  id: string = newPostId(),
): Promise<PostSave> {
  return underLock(manager, held, async (queries) => {
    const [post] = (await queries.query(
      `INSERT INTO post (id, position, fields, shape, version)
       SELECT $1, coalesce(max(position) + 1, 0), $2::jsonb, $3,
              coalesce((SELECT max(version) FROM post_revision WHERE post_id = $1), 0) + 1
       FROM post HAVING count(*) < $4
       RETURNING ${RECORD_COLUMNS}, md5(fields::text) AS digest`,
      [id, JSON.stringify(fields), shape, max],
    )) as SavedPost[];
    return post;
  });
}

/** Deletes a post while it is at one of `expected`, its last version kept; none back when it was not. */
export function deletePost(
  manager: EntityManager,
  id: string,
  expected: Revision[] | undefined,
  held: Held,
): Promise<PostSave> {
  return underLock(manager, held, async (queries) => {
    const [post] = (await queries.query(
      `WITH replaced AS (SELECT * FROM post WHERE id = $1 ${GUARD} FOR UPDATE),
       kept AS (${KEEP}),
       gone AS (DELETE FROM post USING replaced WHERE post.id = replaced.id RETURNING post.*),
       removal AS (INSERT INTO post_removal (post_id) SELECT id FROM gone)
       SELECT ${RECORD_COLUMNS}, md5(fields::text) AS digest FROM gone`,
      [id, ...expectedColumns(expected)],
    )) as SavedPost[];
    return post;
  });
}

/** One post as stored, or none. */
export async function findPost(queries: Pick<EntityManager, 'query'>, id: string): Promise<SavedPost | undefined> {
  const [post] = (await queries.query(`SELECT ${RECORD_COLUMNS}, md5(fields::text) AS digest FROM post WHERE id = $1`, [
    id,
  ])) as SavedPost[];
  return post;
}

/**
 * A post other than `$2` at the address `$1`. The index of addresses answers: it holds the posts
 * that have one, and the planner uses it only when the query says so in its words.
 */
export const ADDRESS_TAKEN = `SELECT 1 FROM post
  WHERE fields ->> 'slug' = $1 AND coalesce(fields ->> 'slug', '') <> '' AND id IS DISTINCT FROM $2 LIMIT 1`;

/** Whether a post other than `id` has the address `slug` now. */
export async function addressTaken(queries: Pick<EntityManager, 'query'>, slug: string, id?: string): Promise<boolean> {
  const rows = (await queries.query(ADDRESS_TAKEN, [slug, id ?? null])) as unknown[];
  return rows.length > 0;
}
