import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's uploaded files, in the database with the document, so one dump holds the whole site.
 * `media` is an upload; `media_file` the files it is served as (an image's WebP copies, or the PDF),
 * each under the name of its address.
 */
export class CreateMedia1795800000000 implements MigrationInterface {
  name = 'CreateMedia1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `uploaded_at` starts the grace period an upload no document refers to is kept for; uploading
    // the same bytes again starts it anew.
    await queryRunner.query(`
      CREATE TABLE media (
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('image', 'pdf')),
        type text NOT NULL,
        bytes integer NOT NULL,
        width integer,
        height integer,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE media_file (
        name text PRIMARY KEY,
        media_id text NOT NULL REFERENCES media (id) ON DELETE CASCADE,
        type text NOT NULL,
        body bytea NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX media_file_media_id ON media_file (media_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE media_file');
    await queryRunner.query('DROP TABLE media');
  }
}
