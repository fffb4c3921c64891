import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public pages as last rendered, each with the digest of what it shows (docs/pre-rendered-page.md,
 * "Kept pages"): a start, a replica or a save finds a page whose digest is unchanged here and does
 * not render it again. Nothing in it is the owner's alone: every row can be rendered again.
 */
export class CreateKeptPages1796500000000 implements MigrationInterface {
  name = 'CreateKeptPages1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE kept_page (
        site_url text NOT NULL,
        name text NOT NULL,
        digest text NOT NULL,
        etag text NOT NULL,
        gzip bytea NOT NULL,
        made_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (site_url, name)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE kept_page');
  }
}
