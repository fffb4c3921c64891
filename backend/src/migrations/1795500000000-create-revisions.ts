import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The versions each save replaced, so that any of them can be seen and restored. */
export class CreateRevisions1795500000000 implements MigrationInterface {
  name = 'CreateRevisions1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portfolio_revision (
        version integer PRIMARY KEY,
        document jsonb NOT NULL,
        shape integer NOT NULL,
        saved_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE portfolio_revision');
  }
}
