import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Browsers the owner has signed in from, and failed sign-ins counted against each of them. */
export class CreateTrustedDevices1795600000000 implements MigrationInterface {
  name = 'CreateTrustedDevices1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE trusted_device (
        id bigserial PRIMARY KEY,
        token_hash bytea NOT NULL UNIQUE,
        username text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A failure made with a device cookie counts against that device only, not its address.
    await queryRunner.query('ALTER TABLE login_failure ADD COLUMN device bigint');
    await queryRunner.query(
      'CREATE INDEX login_failure_device_failed_at ON login_failure (device, failed_at) WHERE device IS NOT NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE login_failure DROP COLUMN device');
    await queryRunner.query('DROP TABLE trusted_device');
  }
}
