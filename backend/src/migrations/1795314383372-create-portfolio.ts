import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The portfolio table, seeded with the default document so a new site has content at once. */
export class CreatePortfolio1795314383372 implements MigrationInterface {
  name = 'CreatePortfolio1795314383372';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portfolio (
        id smallint PRIMARY KEY CHECK (id = 1),
        document jsonb NOT NULL,
        version integer NOT NULL DEFAULT 1 CHECK (version > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('INSERT INTO portfolio (id, document) VALUES (1, $1)', [JSON.stringify(DEFAULT_PORTFOLIO)]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE portfolio');
  }
}
