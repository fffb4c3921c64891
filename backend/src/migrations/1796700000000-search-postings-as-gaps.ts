import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search index's postings are written as gaps between post numbers, no longer as the numbers
 * (docs/blog/search.md). A description of the other format would lead readers to chunks they misread,
 * so it is dropped, either way: the first search then waits for a build, which writes every chunk
 * in the format of the release that runs it and removes the others. The posts' kept weights are
 * the same in both.
 */
export class SearchPostingsAsGaps1796700000000 implements MigrationInterface {
  name = 'SearchPostingsAsGaps1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM search_file WHERE name = 'meta.json'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM search_file WHERE name = 'meta.json'");
  }
}
