import { DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { toEtag } from '../../src/portfolio/etag';
import { DOCUMENT_DIGEST } from '../../src/portfolio/posts/post-sql';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { type ProviderOverride, startTestApp, type TestApp } from '../support/test-app';

/**
 * The API on a database of its own for one test file (or the `describe` it is called in), the
 * owner signed in, and the default document saved before each test, whose ETag, version and
 * digest the tests start from. `overrides` replace the API's providers (shorter limits, say).
 */
export function portfolioHarness(overrides: ProviderOverride[] = []) {
  const state = {} as { api: TestApp; database: TestDatabase; cookie: string; base: string };

  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.api = await startTestApp(state.database.url, {}, overrides);
    state.cookie = await state.api.signIn();
  });

  afterAll(async () => {
    await state.api?.close();
    await state.database?.drop();
  });

  // Through the API, as another save would: the API answers reads from memory for a while, so a
  // change behind its back would not show at once.
  beforeEach(async () => {
    state.base = (await harness.save(DEFAULT_PORTFOLIO).expect(200)).headers.etag!;
  });

  const harness = {
    get api() {
      return state.api;
    },
    get database() {
      return state.database;
    },
    get cookie() {
      return state.cookie;
    },
    /** The ETag each test starts from. */
    get base() {
      return state.base;
    },
    get baseVersion() {
      return Number(/^"(\d+)-/.exec(state.base)![1]);
    },
    /** The digest of the stored document each test starts from (a test may name other versions of it). */
    get baseDigest() {
      return /-([0-9a-f]{32})"$/.exec(state.base)![1]!;
    },

    edited(change: (document: Portfolio) => void): Portfolio {
      const document = structuredClone(DEFAULT_PORTFOLIO);
      change(document);
      return document;
    },

    /** The document as the database holds it: its row, and its posts (each stored on its own) in their order. */
    async stored(): Promise<{ document: Portfolio; version: number }> {
      const [row] = await state.database.query<{ document: Portfolio; version: number }>(
        `SELECT jsonb_set(document, '{blogs}',
                          (SELECT coalesce(jsonb_agg(fields ORDER BY position), '[]') FROM post)) AS document, version
         FROM portfolio`,
      );
      return row!;
    },

    /** The ETag of what the database holds, computed by the database itself. */
    async storedEtag(): Promise<string> {
      const [row] = await state.database.query<{ version: number; digest: string }>(
        `SELECT version, ${DOCUMENT_DIGEST} AS digest FROM portfolio`,
      );
      return toEtag(row!);
    },

    save(document: unknown, ifMatch?: string) {
      const put = state.api.http
        .put('/api/portfolio')
        .set('Content-Type', 'application/json')
        .set('Cookie', state.cookie);
      return (ifMatch === undefined ? put : put.set('If-Match', ifMatch)).send(JSON.stringify(document));
    },
  };
  return harness;
}
