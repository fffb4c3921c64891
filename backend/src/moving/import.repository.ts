import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { databaseWork } from '../database/database-work';
import type { Revision } from '../portfolio/etag';
import { PORTFOLIO_ID } from '../portfolio/portfolio.entity';
import { KEEP_REPLACED, PUBLISHED_AT, WITH_POSTS } from '../portfolio/portfolio.repository';
import { newPostId } from '../portfolio/posts/post-plan';
import { DOCUMENT_DIGEST, LOCK_POSTS } from '../portfolio/posts/post-sql';

/** What an import stores: the posts it adds, and the landing page when the file replaces it (with every post). */
export interface ImportedRecords {
  /** The landing page's JSON, the document without posts, when the file is this site's export. */
  landing?: string;
  posts: readonly Record<string, unknown>[];
  /** Whether visitors see any of it, so the feed and the sitemap date the site by it. */
  shown: boolean;
}

// Each statement carries this many posts: a few hundred kilobytes of parameters, whatever the file's size.
const BATCH = 250;

/** The SQL of an import: one version of the document, its posts written as records in batches. */
@Injectable()
export class ImportRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * In one transaction, while the document is at `expected`: keeps the document as it stands,
   * posts included, as the version the import replaces (one restore undoes the import), moves the
   * row to the next version (with the file's landing page, whose posts then replace every post),
   * and writes the posts after the others; false when the document was not at `expected`.
   * The posts never pass through one statement or one string together: an import of 9,000 takes
   * no more of the API's memory than one of 250.
   */
  save({ landing, posts, shown }: ImportedRecords, shape: number, expected: Revision): Promise<boolean> {
    return databaseWork(() =>
      this.manager.transaction(async (queries) => {
        await queries.query(LOCK_POSTS);
        const [row] = (await queries.query(
          `WITH replaced AS (
             SELECT version, ${WITH_POSTS} AS document, shape, updated_at, ${PUBLISHED_AT} AS published_at
             FROM portfolio WHERE id = $2 AND (version, ${DOCUMENT_DIGEST}) = ($5, $6) FOR UPDATE
           ), saved AS (
             UPDATE portfolio
             SET document = coalesce(jsonb_set($1::jsonb, '{blogs}', '[]'), portfolio.document),
                 shape = CASE WHEN $1::jsonb IS NULL THEN portfolio.shape ELSE $3 END,
                 version = portfolio.version + 1, updated_at = now(), published_version = portfolio.version + 1,
                 published_at = CASE WHEN $4 THEN now() ELSE replaced.published_at END
             FROM replaced WHERE id = $2
             RETURNING portfolio.version
           ), kept AS (
             ${KEEP_REPLACED('true')}
           )
           SELECT * FROM saved`,
          [landing ?? null, PORTFOLIO_ID, shape, shown, expected.version, expected.digest],
        )) as { version: number }[];
        if (!row) return false;
        if (landing !== undefined) {
          await queries.query(
            `WITH gone AS (DELETE FROM post RETURNING id) INSERT INTO post_removal (post_id) SELECT id FROM gone`,
          );
        }
        const [{ after }] = (await queries.query(
          'SELECT coalesce(max(position) + 1, 0)::float8 AS after FROM post',
        )) as [{ after: number }];
        for (let start = 0; start < posts.length; start += BATCH) {
          const batch = posts.slice(start, start + BATCH);
          await queries.query(
            `INSERT INTO post (id, position, fields, shape)
             SELECT id, $2 + ordinality - 1, fields, $3
             FROM unnest($1::text[], $4::jsonb[]) WITH ORDINALITY AS created(id, fields, ordinality)`,
            [batch.map(() => newPostId()), after + start, shape, batch.map((fields) => JSON.stringify(fields))],
          );
        }
        return true;
      }),
    );
  }
}
