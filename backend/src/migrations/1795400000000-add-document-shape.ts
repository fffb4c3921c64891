import { DEFAULT_PORTFOLIO, SHAPE_VERSION } from '@portfolio/contract';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shape the stored document was written in, so that one written by an older version is
 * upgraded by the document's own migrations when it is read (and stored so at the next save).
 */
export class AddDocumentShape1795400000000 implements MigrationInterface {
  name = 'AddDocumentShape1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Everything stored so far was written in the first shape, except the seeded default on a new
    // install: the first migration seeds the default content of the code that runs it.
    await queryRunner.query('ALTER TABLE portfolio ADD COLUMN shape integer NOT NULL DEFAULT 1');
    await queryRunner.query('UPDATE portfolio SET shape = $1 WHERE version = 1 AND document = $2::jsonb', [
      SHAPE_VERSION,
      JSON.stringify(DEFAULT_PORTFOLIO),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE portfolio DROP COLUMN shape');
  }
}
