import { ADDRESS_TAKEN } from '../../src/posts/post-saves';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();

describe("a post's address checked on its save", () => {
  it('is looked up in the index of addresses, not in every post', async () => {
    // Enough posts that the planner, once it has counted them, reads a table only when it must.
    await harness.database.query(`
      INSERT INTO post (id, position, fields, shape)
      SELECT 'many-' || i, 100 + i, jsonb_build_object('title', 'Post ' || i, 'slug', 'many-' || i),
             (SELECT shape FROM post LIMIT 1)
      FROM generate_series(1, 3000) AS i`);
    await harness.database.query('ANALYZE post');

    const plan = await harness.database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${ADDRESS_TAKEN}`, [
      'many-2999',
      'many-2999',
    ]);

    const steps = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(steps).toContain('post_address_unique');
    expect(steps).not.toContain('Seq Scan');
  });
});
