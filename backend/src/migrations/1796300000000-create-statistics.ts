import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visit statistics as per-day totals (docs/statistics.md): nothing about a visitor, only how many
 * came to each public page, from which referrers' hosts, on which kind of device, and which links
 * they followed. New tables only, so the previous release's data is untouched.
 */
export class CreateStatistics1796300000000 implements MigrationInterface {
  name = 'CreateStatistics1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE statistics_day (
        day date PRIMARY KEY,
        visitors integer NOT NULL DEFAULT 0,
        visits integer NOT NULL DEFAULT 0,
        phone integer NOT NULL DEFAULT 0,
        tablet integer NOT NULL DEFAULT 0,
        desktop integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE statistics_page (
        day date NOT NULL,
        path text NOT NULL,
        visitors integer NOT NULL DEFAULT 0,
        visits integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, path)
      )`);
    // host '' stands for every host beyond the day's top ones.
    await queryRunner.query(`
      CREATE TABLE statistics_referrer (
        day date NOT NULL,
        host text NOT NULL,
        visits integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, host)
      )`);
    await queryRunner.query(`
      CREATE TABLE statistics_link (
        day date NOT NULL,
        event text NOT NULL,
        clicks integer NOT NULL DEFAULT 0,
        PRIMARY KEY (day, event)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE statistics_link, statistics_referrer, statistics_page, statistics_day');
  }
}
