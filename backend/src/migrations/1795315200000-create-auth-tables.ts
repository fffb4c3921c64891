import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions of the owner, and failed sign-ins for throttling. */
export class CreateAuthTables1795315200000 implements MigrationInterface {
  name = 'CreateAuthTables1795315200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE session (
        token_hash bytea PRIMARY KEY,
        username text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE login_failure (
        id bigserial PRIMARY KEY,
        ip text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX login_failure_ip_failed_at ON login_failure (ip, failed_at)');
    await queryRunner.query('CREATE INDEX login_failure_failed_at ON login_failure (failed_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE login_failure');
    await queryRunner.query('DROP TABLE session');
  }
}
