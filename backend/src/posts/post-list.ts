import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { wholeNumber } from '../portfolio/revisions/version-parameter';

/** How many posts a page of the owner's list holds. */
export const POSTS_PAGE = 20;
const STATUSES = ['published', 'draft', 'scheduled'] as const;
/** Past any blog's last page: a page number is refused beyond it. */
const MAX_PAGE = 999_999;

export interface PostListQuery {
  page: number;
  q: string;
  status: string;
  tag: string;
  /** The pinned posts alone, in the owner's order (their place on the landing page). */
  pinned: boolean;
}

export interface ListedPost {
  id: string;
  title: string;
  date: string;
  status: string;
  publishAt: string;
  slug: string;
  tags: string[];
  pinned: boolean;
  updatedAt: string;
}

export interface PostList {
  posts: ListedPost[];
  total: number;
  counts: Record<(typeof STATUSES)[number], number>;
  page: number;
  pages: number;
}

/** The query's parameters read, or a 400 naming the one that is not one. */
export function listQuery(raw: Record<string, string | undefined>): PostListQuery {
  const refuse = (message: string) => new BadRequestException({ message });
  const page = raw.page === undefined ? 1 : wholeNumber('page', raw.page, MAX_PAGE);
  const status = raw.status ?? '';
  if (status !== '' && !(STATUSES as readonly string[]).includes(status)) {
    throw refuse(`status must be one of ${STATUSES.join(', ')}`);
  }
  const q = raw.q ?? '';
  const tag = raw.tag ?? '';
  if (q.length > 120) throw refuse('q must be at most 120 characters');
  if (tag.length > 40) throw refuse('tag must be at most 40 characters');
  if (raw.pinned !== undefined && raw.pinned !== 'true') throw refuse('pinned must be true');
  return { page, q, status, tag, pinned: raw.pinned === 'true' };
}

// A missing status reads as Published, as the document reads it.
const STATUS = `coalesce(nullif(fields ->> 'status', ''), 'published')`;
export const PINNED = `coalesce((fields ->> 'pinned')::boolean, false)`;
// The title search, the tag and the pins, which the status filter and the counts share.
const MATCHES = `($1 = '' OR fields ->> 'title' ILIKE '%' || $1 || '%') AND ($2 = '' OR coalesce(fields -> 'tags', '[]') ? $2)
                 AND (NOT $4::boolean OR ${PINNED})`;

/**
 * One page of the owner's posts, newest first by date then in the owner's order (the pinned ones
 * alone in the owner's order, when asked for them), with how many
 * match and how many of each status: what the admin's list shows, read without the posts' bodies
 * or excerpts, from the database (a replica answers what is stored, not what it holds).
 */
export async function listPosts(queries: Pick<EntityManager, 'query'>, query: PostListQuery): Promise<PostList> {
  const pattern = query.q.replace(/[\\%_]/g, (character) => `\\${character}`);
  const [rows, [counts]] = await databaseWork(() =>
    Promise.all([
      queries.query(
        `SELECT id, fields ->> 'title' AS title, fields ->> 'date' AS date, ${STATUS} AS status,
                coalesce(fields ->> 'publishAt', '') AS "publishAt", coalesce(fields ->> 'slug', '') AS slug,
                coalesce(fields -> 'tags', '[]') AS tags, ${PINNED} AS pinned,
                updated_at AS "updatedAt"
         FROM post WHERE ${MATCHES} AND ($3 = '' OR ${STATUS} = $3)
         ORDER BY CASE WHEN $4 THEN '' ELSE fields ->> 'date' END DESC, position, id COLLATE "C"
         LIMIT $5 OFFSET $6`,
        [pattern, query.tag, query.status, query.pinned, POSTS_PAGE, (query.page - 1) * POSTS_PAGE],
      ) as Promise<(Omit<ListedPost, 'updatedAt'> & { updatedAt: Date })[]>,
      queries.query(
        `SELECT count(*) FILTER (WHERE ${STATUS} = 'published')::integer AS published,
                count(*) FILTER (WHERE ${STATUS} = 'draft')::integer AS draft,
                count(*) FILTER (WHERE ${STATUS} = 'scheduled')::integer AS scheduled,
                count(*) FILTER (WHERE $3 = '' OR ${STATUS} = $3)::integer AS total
         FROM post WHERE ${MATCHES}`,
        [pattern, query.tag, query.status, query.pinned],
      ) as Promise<[PostList['counts'] & { total: number }]>,
    ]),
  );
  const { total, ...byStatus } = counts;
  return {
    posts: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total,
    counts: byStatus,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / POSTS_PAGE)),
  };
}
