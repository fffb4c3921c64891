import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's username and what is kept of the password the live sessions were started under
 * (docs/sign-in.md, "A stolen session is not the site"): a start with others ends every session.
 * One row at most; none until the first start of this release, which keeps the sessions it finds.
 */
export class CreateOwnerCredentials1796200000000 implements MigrationInterface {
  name = 'CreateOwnerCredentials1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE owner_credentials (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        username text NOT NULL,
        password text NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE owner_credentials');
  }
}
