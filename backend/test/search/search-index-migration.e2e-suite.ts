import { gzipSync } from 'node:zlib';
import { DEFAULT_PORTFOLIO, pickPortfolio, SEARCH_INDEX_VERSION, type SearchMeta } from '@portfolio/contract';
import { CreateSearchIndex1796600000000 } from '../../src/migrations/1796600000000-create-search-index';
import { SearchPostingsAsGaps1796700000000 } from '../../src/migrations/1796700000000-search-postings-as-gaps';
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

  it("makes the previous release's index anew, postings as gaps, at the first search; undone, drops the description again", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, SearchPostingsAsGaps1796700000000);
      // The previous release's files: post numbers in the postings, as version 1 wrote them.
      const formerChunk = 'c-0000000000000001.json';
      const store = (name: string, text: string) =>
        upgraded.query('INSERT INTO search_file (name, etag, gzip) VALUES ($1, \'W/"former"\', $2)', [
          name,
          gzipSync(text),
        ]);
      await store('meta.json', JSON.stringify({ version: 1, posts: 3, chunks: [['', formerChunk]] }));
      await store(formerChunk, JSON.stringify([['before', [7, 40, 9, 30]]]));

      const api = await startTestApp(upgraded.url, { STATIC_DIR: BUILT_FRONT_END, SITE_URL });
      try {
        const meta = (await api.http.get('/search/meta.json').expect(200)).body as SearchMeta;
        expect(meta.version).toBe(SEARCH_INDEX_VERSION);
        expect(meta.chunks.map(([, name]) => name)).not.toContain(formerChunk);
        expect(await upgraded.query('SELECT name FROM search_file WHERE name = $1', [formerChunk])).toEqual([]);
      } finally {
        await api.close();
      }

      const runner = { query: (sql: string, parameters?: unknown[]) => upgraded.query(sql, parameters) };
      await new SearchPostingsAsGaps1796700000000().down(runner as never);
      expect(await upgraded.query("SELECT name FROM search_file WHERE name = 'meta.json'")).toEqual([]);
    } finally {
      await upgraded.drop();
    }
  });
});
