import { DEFAULT_PORTFOLIO, pickPortfolio, type SearchMeta } from '@portfolio/contract';
import { CreateSearchIndex1796600000000 } from '../../src/migrations/1796600000000-create-search-index';
import { migrateAsBefore } from '../support/migrate-as-before';
import { samplePost } from '../support/document-samples';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { BUILT_FRONT_END, SITE_URL } from '../site/site-harness';

describe('the search index migration', () => {
  it("indexes the previous release's posts at the first search, and is undone", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreateSearchIndex1796600000000);
      const api = await startTestApp(upgraded.url, { STATIC_DIR: BUILT_FRONT_END, SITE_URL });
      try {
        const cookie = await api.signIn();
        const { body } = await api.http
          .put('/api/post-bodies')
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .send({ markdown: 'Written before search.' })
          .expect(200);
        const blogs = [samplePost({ title: 'Before', slug: 'before', body: (body as { id: string }).id })];
        await api.http
          .put('/api/portfolio')
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(pickPortfolio({ ...DEFAULT_PORTFOLIO, blogs })))
          .expect(200);
        const meta = (await api.http.get('/search/meta.json').expect(200)).body as SearchMeta;
        expect(meta.posts).toBe(1);
      } finally {
        await api.close();
      }

      // Undone, the schema is the previous release's; done again, the index is made anew at the next search.
      const runner = { query: (sql: string, parameters?: unknown[]) => upgraded.query(sql, parameters) };
      await new CreateSearchIndex1796600000000().down(runner as never);
      expect(
        await upgraded.query(
          "SELECT to_regclass('search_post') IS NULL AND to_regclass('search_file') IS NULL AS gone",
        ),
      ).toEqual([{ gone: true }]);
      await new CreateSearchIndex1796600000000().up(runner as never);
      expect(await upgraded.query('SELECT count(*)::integer AS n FROM search_file')).toEqual([{ n: 0 }]);
    } finally {
      await upgraded.drop();
    }
  });
});
