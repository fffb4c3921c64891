import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the owner's list of sessions and trusted devices shows: an id that names a session without
 * being its secret, and the browser and address each was used from. Rows of earlier releases get
 * an id and empty details; an earlier release still inserts valid rows (every new column has a
 * default).
 */
export class AddSessionDetails1795900000000 implements MigrationInterface {
  name = 'AddSessionDetails1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE session ADD COLUMN id bigserial NOT NULL UNIQUE');
    for (const table of ['session', 'trusted_device']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN user_agent text NOT NULL DEFAULT ''`);
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN address text NOT NULL DEFAULT ''`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE trusted_device DROP COLUMN address, DROP COLUMN user_agent');
    await queryRunner.query('ALTER TABLE session DROP COLUMN address, DROP COLUMN user_agent, DROP COLUMN id');
  }
}
