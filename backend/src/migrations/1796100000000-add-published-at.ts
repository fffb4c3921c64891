import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When what visitors see last changed, which a save of drafts alone leaves as it was: the feed and
 * the sitemap date the site by it, so they tell a stranger nothing of such a save. It holds for
 * the version it was written with only: a save by an earlier release (after a rollback) moves the
 * version and not this, and the document's own time counts again.
 */
export class AddPublishedAt1796100000000 implements MigrationInterface {
  name = 'AddPublishedAt1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE portfolio ADD COLUMN published_at timestamptz, ADD COLUMN published_version integer',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE portfolio DROP COLUMN published_version, DROP COLUMN published_at');
  }
}
