import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { CreateKeptPages1796500000000 } from '../../src/migrations/1796500000000-create-kept-pages';
import { SiteService } from '../../src/site/site.service';
import { migrateAsBefore } from '../support/migrate-as-before';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { BUILT_FRONT_END, SITE_URL } from './site-harness';

describe('the kept pages migration', () => {
  it("serves the previous release's site at once, keeps its pages, and is undone", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreateKeptPages1796500000000);
      const api = await startTestApp(upgraded.url, { STATIC_DIR: BUILT_FRONT_END, SITE_URL });
      try {
        const home = await api.http.get('/').expect(200);
        expect(home.text).toContain(DEFAULT_PORTFOLIO.personalInfo.name);
        await api.app.get(SiteService).rendered(SITE_URL);
        const kept = (await upgraded.query('SELECT name, etag FROM kept_page WHERE site_url = $1', [SITE_URL])) as {
          name: string;
          etag: string;
        }[];
        expect(kept.map(({ name }) => name)).toEqual(expect.arrayContaining(['/', 'sitemap.xml', 'feed.xml']));
        expect(kept.find(({ name }) => name === '/')?.etag).toBe(home.headers.etag);
      } finally {
        await api.close();
      }

      // Undone, the schema is the previous release's: the table is gone, and the API of before needs none.
      const runner = { query: (sql: string, parameters?: unknown[]) => upgraded.query(sql, parameters) };
      await new CreateKeptPages1796500000000().down(runner as never);
      expect(await upgraded.query("SELECT to_regclass('kept_page') IS NULL AS gone")).toEqual([{ gone: true }]);
      await new CreateKeptPages1796500000000().up(runner as never);
      expect(await upgraded.query('SELECT count(*)::integer AS n FROM kept_page')).toEqual([{ n: 0 }]);
    } finally {
      await upgraded.drop();
    }
  });
});
