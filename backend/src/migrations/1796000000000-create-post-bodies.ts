import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The posts' Markdown bodies, each in a row of its own under the start of its SHA-256, beside the
 * document that refers to them by that id (docs/blog/posts.md, "Where posts live").
 */
export class CreatePostBodies1796000000000 implements MigrationInterface {
  name = 'CreatePostBodies1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `stored_at` starts the grace period a body no document refers to is kept for; storing the
    // same text again starts it anew.
    await queryRunner.query(`
      CREATE TABLE post_body (
        id char(32) PRIMARY KEY,
        markdown text NOT NULL,
        stored_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE post_body');
  }
}
