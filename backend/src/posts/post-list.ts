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
  return { page, q, status, tag };
}

// A missing status reads as Published, as the document reads it.
const STATUS = `coalesce(nullif(fields ->> 'status', ''), 'published')`;
// The title search and the tag, which the status filter and the counts share.
const MATCHES = `($1 = '' OR fields ->> 'title' ILIKE '%' || $1 || '%') AND ($2 = '' OR coalesce(fields -> 'tags', '[]') ? $2)`;

/**
 * One page of the owner's posts, newest first by date then in the owner's order, with how many
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
                coalesce(fields -> 'tags', '[]') AS tags, coalesce((fields ->> 'pinned')::boolean, false) AS pinned,
                updated_at AS "updatedAt"
         FROM post WHERE ${MATCHES} AND ($3 = '' OR ${STATUS} = $3)
         ORDER BY fields ->> 'date' DESC, position, id COLLATE "C"
         LIMIT $4 OFFSET $5`,
        [pattern, query.tag, query.status, POSTS_PAGE, (query.page - 1) * POSTS_PAGE],
      ) as Promise<(Omit<ListedPost, 'updatedAt'> & { updatedAt: Date })[]>,
      queries.query(
        `SELECT count(*) FILTER (WHERE ${STATUS} = 'published')::integer AS published,
                count(*) FILTER (WHERE ${STATUS} = 'draft')::integer AS draft,
                count(*) FILTER (WHERE ${STATUS} = 'scheduled')::integer AS scheduled,
                count(*) FILTER (WHERE $3 = '' OR ${STATUS} = $3)::integer AS total
         FROM post WHERE ${MATCHES}`,
        [pattern, query.tag, query.status],
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
