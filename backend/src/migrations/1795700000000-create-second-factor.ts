import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's optional second factor (a TOTP secret) and its single-use recovery codes. */
export class CreateSecondFactor1795700000000 implements MigrationInterface {
  name = 'CreateSecondFactor1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `enabled` is false between showing the QR code and the first code confirming it. `last_step`
    // is the TOTP time step of the last code accepted: a code is accepted once.
    await queryRunner.query(`
      CREATE TABLE second_factor (
        username text PRIMARY KEY,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT false,
        last_step bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE recovery_code (
        code_hash bytea PRIMARY KEY,
        username text NOT NULL,
        used_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE recovery_code');
    await queryRunner.query('DROP TABLE second_factor');
  }
}
