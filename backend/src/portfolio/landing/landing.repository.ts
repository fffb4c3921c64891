import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { databaseWork } from '../../database/database-work';
import type { Revision } from '../etag';
import { PORTFOLIO_ID } from '../portfolio.entity';
import { HOLDS_POSTS, KEEP_REPLACED, PUBLISHED_AT, type SavedRow } from '../portfolio.repository';
import type { PostChanges } from '../posts/post-record';
import { postChangesSince } from '../posts/post-records';
import { DOCUMENT_DIGEST, LOCK_POSTS, POSTS_SEQ } from '../posts/post-sql';

/** What a save of the landing page made: the row's new revision, and the posts' changes since the number held. */
export type SavedLanding = Omit<SavedRow, 'digest' | 'posts'> & { changes: PostChanges };

/** The SQL of the landing page saved on its own: the document's row, and no post. */
@Injectable()
export class LandingRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * Stores the landing page's JSON as the row's next version while the row is at one of
   * `expected` (its version and the digest of the row alone), or whatever it is without them;
   * undefined when it was not. The row it replaces is kept in the document's history as it is:
   * without posts, which a read of that version takes as they stand. No post is written: the
   * posts' lock is taken only so the number of their last change, read in the same transaction,
   * is the one the saved row stands beside. `samePublic` as for the whole document's save.
   */
  replace(
    json: string,
    shape: number,
    expected: Revision[] | undefined,
    samePublic: Revision | undefined,
    heldSeq: number,
  ): Promise<SavedLanding | undefined> {
    return databaseWork(() =>
      this.manager.transaction(async (queries) => {
        await queries.query(LOCK_POSTS);
        const [row] = (await queries.query(
          `WITH replaced AS (
             SELECT version, document, shape, updated_at, (version, ${DOCUMENT_DIGEST}) = ($4, $5) AS same_public,
                    ${PUBLISHED_AT} AS published_at
             FROM portfolio
             WHERE id = $2 AND ($6::integer[] IS NULL
                                OR (version, md5(document::text)) IN (SELECT * FROM unnest($6::integer[], $7::text[])))
             FOR UPDATE
           ), saved AS (
             UPDATE portfolio
             SET document = jsonb_set($1::jsonb, '{blogs}', '[]'), shape = $3, version = portfolio.version + 1,
                 updated_at = now(), published_version = portfolio.version + 1,
                 published_at = CASE WHEN replaced.same_public THEN replaced.published_at ELSE now() END
             FROM replaced WHERE id = $2
             RETURNING portfolio.version, md5(portfolio.document::text) AS "rowDigest",
                       portfolio.updated_at AS "savedAt", portfolio.published_at AS "publishedAt"
           ), kept AS (
             ${KEEP_REPLACED(HOLDS_POSTS)}
           )
           SELECT * FROM saved`,
          [
            json,
            PORTFOLIO_ID,
            shape,
            samePublic?.version ?? 0,
            samePublic?.digest ?? '',
            expected?.map(({ version }) => version) ?? null,
            expected?.map(({ digest }) => digest) ?? null,
          ],
        )) as Omit<SavedLanding, 'seq' | 'changes'>[];
        if (!row) return undefined;
        const [{ seq }] = (await queries.query(`SELECT ${POSTS_SEQ}::float8 AS seq`)) as [{ seq: number }];
        return { ...row, seq, changes: await postChangesSince(queries, heldSeq) };
      }),
    );
  }
}
