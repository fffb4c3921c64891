import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each post a record of its own beside the document (docs/blog/posts.md, "Each post a record"): the
 * document's row keeps the landing page's content with no posts, and a save of one post stores and
 * keeps that post alone. The posts move over as they were, in their order, at version 1.
 */
export class CreatePosts1796400000000 implements MigrationInterface {
  name = 'CreatePosts1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every change to any post takes the next number, so a replica asks for what is newer than the
    // number it knows rather than for every post.
    await queryRunner.query('CREATE SEQUENCE post_change');
    // The address is unique among current posts; checked at commit, so one save may swap two.
    await queryRunner.query(`
      CREATE TABLE post (
        id text PRIMARY KEY,
        position double precision NOT NULL,
        fields jsonb NOT NULL,
        shape integer NOT NULL,
        version integer NOT NULL DEFAULT 1,
        seq bigint NOT NULL DEFAULT nextval('post_change'),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT post_address_unique EXCLUDE USING btree ((fields ->> 'slug') WITH =)
          WHERE (coalesce(fields ->> 'slug', '') <> '') DEFERRABLE INITIALLY DEFERRED
      )`);
    await queryRunner.query('CREATE INDEX post_seq ON post (seq)');
    await queryRunner.query(`
      CREATE TABLE post_revision (
        post_id text NOT NULL,
        version integer NOT NULL,
        fields jsonb NOT NULL,
        shape integer NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, version)
      )`);
    // A deleted post leaves its number here, so a replica holding it learns it is gone.
    await queryRunner.query(`
      CREATE TABLE post_removal (
        seq bigint PRIMARY KEY DEFAULT nextval('post_change'),
        post_id text NOT NULL,
        removed_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Versions kept before today hold their posts; those saved from now on hold none.
    await queryRunner.query('ALTER TABLE portfolio_revision ADD COLUMN holds_posts boolean NOT NULL DEFAULT true');
    await queryRunner.query(`
      INSERT INTO post (id, position, fields, shape)
      SELECT translate(substr(encode(decode(md5(random()::text || clock_timestamp()::text || item.index), 'hex'),
                                     'base64'), 1, 12), '+/', '-_'),
             item.index - 1, item.fields, portfolio.shape
      FROM portfolio,
           jsonb_array_elements(CASE WHEN jsonb_typeof(document -> 'blogs') = 'array' THEN document -> 'blogs'
                                     ELSE '[]' END) WITH ORDINALITY AS item(fields, index)`);
    await queryRunner.query(
      `UPDATE portfolio SET document = jsonb_set(document, '{blogs}', '[]') WHERE document ? 'blogs'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE portfolio
       SET document = jsonb_set(document, '{blogs}',
                                coalesce((SELECT jsonb_agg(fields ORDER BY position) FROM post), '[]'))`,
    );
    await queryRunner.query('ALTER TABLE portfolio_revision DROP COLUMN holds_posts');
    await queryRunner.query('DROP TABLE post_removal');
    await queryRunner.query('DROP TABLE post_revision');
    await queryRunner.query('DROP TABLE post');
    await queryRunner.query('DROP SEQUENCE post_change');
  }
}
