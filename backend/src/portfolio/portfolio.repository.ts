import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { withDeadline } from '../database/deadline';
import type { Revision } from './etag';
import { PORTFOLIO_ID, PortfolioEntity } from './portfolio.entity';
import { applyPostPlan, currentPosts, postChangesSince } from './posts/post-records';
import { planPosts } from './posts/post-plan';
import { RECORD_COLUMNS, type PostChanges, type PostRecord } from './posts/post-record';
import { DOCUMENT_DIGEST, LOCK_POSTS, POSTS_SEQ } from './posts/post-sql';

/** What a process holds of the document: the row's revision and the posts' last change. */
export interface HeldRevision {
  version: number;
  /** The digest of the row's content alone. */
  rowDigest: string;
  seq: number;
}

/** A revision of the stored row, with its document when it was asked for. */
export interface StoredRow extends HeldRevision {
  /** The stored JSONB as PostgreSQL returns it; null when the caller already holds this revision. */
  document: unknown;
  /** The shape it was written in. */
  shape: number;
  /** When it was saved. */
  savedAt: Date;
  /** When what visitors see last changed: the save's time, or an earlier one's when it changed drafts only. */
  publishedAt: Date;
}

/** The revision a save made, and the posts as it left them: the saver holds its document already. */
export interface SavedRow extends Omit<StoredRow, 'document' | 'shape'> {
  digest: string;
  posts: PostRecord[];
}

// The row's digest is PostgreSQL's own text of the stored JSONB, so the database alone decides
// which revision a row is, and a guarded save can compare it in the same statement.
const ROW_DIGEST = 'md5(document::text)';

// Written with the version it holds for: a save by an earlier release (after a rollback) moves
// the version and leaves this, and the save's own time counts again.
export const PUBLISHED_AT = 'CASE WHEN published_version = version THEN published_at ELSE updated_at END';

/** Whether the row still holds posts of its own: written by a release from before posts were stored apart. */
export const HOLDS_POSTS = `jsonb_typeof(document -> 'blogs') = 'array' AND jsonb_array_length(document -> 'blogs') > 0`;

// The row's document with its posts as they stand, as the document's history keeps it: a row
// still holding posts of its own is kept as it is.
export const WITH_POSTS = `CASE WHEN ${HOLDS_POSTS}
                    THEN document
                    ELSE jsonb_set(document, '{blogs}', (SELECT coalesce(jsonb_agg(fields ORDER BY position, id COLLATE "C"), '[]')
                                                         FROM post)) END`;

/**
 * The statement that keeps the row a save replaces (`replaced`: its version, document, shape and
 * time) in the document's history, whether or not `holdsPosts`, in the save's own transaction.
 */
export const KEEP_REPLACED = (holdsPosts: string) =>
  `INSERT INTO portfolio_revision (version, document, shape, saved_at, holds_posts)
   SELECT version, document, shape, updated_at, ${holdsPosts} FROM replaced
   ON CONFLICT (version) DO UPDATE
     SET document = EXCLUDED.document, shape = EXCLUDED.shape, saved_at = EXCLUDED.saved_at,
         holds_posts = EXCLUDED.holds_posts`;

/** The SQL of the one portfolio row and of the posts as the whole document holds them. */
@Injectable()
export class PortfolioRepository {
  constructor(@InjectRepository(PortfolioEntity) private readonly portfolios: Repository<PortfolioEntity>) {}

  /**
   * The row's revision and the posts' last change; the row's document only when its revision is
   * not the one `known`. Gives up after `deadlineMs`.
   */
  async readUnless(known: HeldRevision | undefined, deadlineMs: number): Promise<StoredRow> {
    const [row] = await databaseWork(() =>
      withDeadline(
        this.portfolios.query(
          `SELECT version, digest AS "rowDigest", shape, saved_at AS "savedAt", published_at AS "publishedAt",
                  ${POSTS_SEQ}::float8 AS seq,
                  CASE WHEN version <> $1 OR digest <> $2 THEN document END AS document
           FROM (SELECT version, ${ROW_DIGEST} AS digest, shape, updated_at AS saved_at,
                        ${PUBLISHED_AT} AS published_at, document
                 FROM portfolio WHERE id = $3) AS stored`,
          [known?.version ?? 0, known?.rowDigest ?? '', PORTFOLIO_ID],
        ) as Promise<StoredRow[]>,
        deadlineMs,
      ),
    );
    if (!row) throw new Error('The portfolio row is missing: have the migrations run?');
    return row;
  }

  /** The posts changed after `seq` (all of them for 0); gives up after `deadlineMs`. */
  postChanges(seq: number, deadlineMs: number): Promise<PostChanges> {
    return databaseWork(() => withDeadline(postChangesSince(this.portfolios.manager, seq), deadlineMs));
  }

  /**
   * Stores the document's JSON, of the given shape, as the next version, its posts apart (the
   * row keeps none), in one transaction, only while the document is at one of the `expected`
   * revisions when they are given; undefined when it was not. The document it replaces, posts
   * included, is kept among the revisions by the same transaction, so no save can lose it (a save
   * of the whole document is kept whole, as it always was; a post saved on its own keeps that
   * post alone). Locking the row first makes a save that waited on
   * another keep that one. `samePublic` is a revision whose public view is this document's: when
   * it is the one replaced, visitors see nothing new, and the time their view last changed stays.
   */
  async replace(
    document: { blogs: Record<string, unknown>[] },
    json: string,
    shape: number,
    expected?: Revision[],
    samePublic?: Revision,
  ): Promise<SavedRow | undefined> {
    const guard = expected
      ? ` AND (version, ${DOCUMENT_DIGEST}) IN (SELECT * FROM unnest($6::integer[], $7::text[]))`
      : '';
    const parameters: unknown[] = [json, PORTFOLIO_ID, shape, samePublic?.version ?? 0, samePublic?.digest ?? ''];
    if (expected)
      parameters.push(
        expected.map(({ version }) => version),
        expected.map(({ digest }) => digest),
      );
    return databaseWork(() =>
      this.portfolios.manager.transaction(async (manager) => {
        await manager.query(LOCK_POSTS);
        const [row] = (await manager.query(
          `WITH replaced AS (
             SELECT version, ${WITH_POSTS} AS document, shape, updated_at,
                    (version, ${DOCUMENT_DIGEST}) = ($4, $5) AS same_public,
                    ${PUBLISHED_AT} AS published_at
             FROM portfolio WHERE id = $2${guard} FOR UPDATE
           ), saved AS (
             UPDATE portfolio
             SET document = jsonb_set($1::jsonb, '{blogs}', '[]'), shape = $3, version = portfolio.version + 1, updated_at = now(),
                 published_at = CASE WHEN replaced.same_public THEN replaced.published_at ELSE now() END,
                 published_version = portfolio.version + 1
             FROM replaced
             WHERE id = $2
             RETURNING portfolio.version, md5(portfolio.document::text) AS "rowDigest",
                       portfolio.updated_at AS "savedAt", portfolio.published_at AS "publishedAt"
           ), kept AS (
             ${KEEP_REPLACED('true')}
           )
           SELECT * FROM saved`,
          parameters,
        )) as Omit<SavedRow, 'digest' | 'seq' | 'posts'>[];
        if (!row) return undefined;
        await applyPostPlan(manager, planPosts(document.blogs, await currentPosts(manager)), shape);
        const posts = (await manager.query(`SELECT ${RECORD_COLUMNS} FROM post`)) as PostRecord[];
        const [{ seq, digest }] = (await manager.query(
          `SELECT ${POSTS_SEQ}::float8 AS seq, ${DOCUMENT_DIGEST} AS digest FROM portfolio WHERE id = $1`,
          [PORTFOLIO_ID],
        )) as [{ seq: number; digest: string }];
        return { ...row, seq, digest, posts };
      }),
    );
  }
}
