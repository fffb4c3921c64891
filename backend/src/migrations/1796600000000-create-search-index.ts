import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog's search index (docs/blog/search.md): each public post's words with their weights, under the
 * number its postings use, and the index's files as readers fetch them. Nothing in it is the
 * owner's alone: it is made again from the posts when missing.
 */
export class CreateSearchIndex1796600000000 implements MigrationInterface {
  name = 'CreateSearchIndex1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // By the post's address: a post is found at its page. `digest` is what the page shows, so a
    // post whose digest is unchanged is not read again.
    await queryRunner.query(`
      CREATE TABLE search_post (
        slug text PRIMARY KEY,
        number integer NOT NULL UNIQUE,
        digest text NOT NULL,
        weights text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE search_file (
        name text PRIMARY KEY,
        etag text NOT NULL,
        gzip bytea NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE search_file');
    await queryRunner.query('DROP TABLE search_post');
  }
}
