import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

export const json = 'application/json';

/** The statuses of answers to requests sent together, lowest first: the order they came in says nothing. */
export const statuses = (answers: { status: number }[]): number[] =>
  answers.map(({ status }) => status).sort((a, b) => a - b);

/**
 * The API on a database of its own for one test file, reset before each test: no sessions, no
 * failed sign-ins, the default document at version 1.
 */
export function authHarness() {
  const harness = {} as { api: TestApp; database: TestDatabase };

  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.api = await startTestApp(harness.database.url);
  });

  afterAll(async () => {
    await harness.api?.close();
    await harness.database?.drop();
  });

  beforeEach(async () => {
    await harness.database.query('DELETE FROM session');
    await harness.database.query('DELETE FROM login_failure');
    await harness.database.query('DELETE FROM trusted_device');
    await harness.database.query('UPDATE portfolio SET document = $1, version = 1', [
      JSON.stringify(DEFAULT_PORTFOLIO),
    ]);
  });

  return {
    get api() {
      return harness.api;
    },
    get database() {
      return harness.database;
    },

    login(body: unknown, app: TestApp = harness.api) {
      return app.http
        .post('/api/auth/login')
        .set('Content-Type', json)
        .send(body as object);
    },

    save(cookie?: string) {
      const put = harness.api.http.put('/api/portfolio').set('Content-Type', json);
      const changed = { ...DEFAULT_PORTFOLIO, personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Mallory' } };
      return (cookie === undefined ? put : put.set('Cookie', cookie)).send(changed);
    },

    async expectDocumentUnchanged(): Promise<void> {
      expect(await harness.database.query('SELECT document, version FROM portfolio')).toEqual([
        { document: DEFAULT_PORTFOLIO, version: 1 },
      ]);
    },

    /** "Time passes": move every recorded moment back, instead of waiting for real. */
    async timePasses(seconds: number): Promise<void> {
      const interval = `${seconds} seconds`;
      await harness.database.query('UPDATE login_failure SET failed_at = failed_at - $1::interval', [interval]);
      await harness.database.query(
        'UPDATE trusted_device SET created_at = created_at - $1::interval, last_used_at = last_used_at - $1::interval',
        [interval],
      );
      await harness.database.query(
        'UPDATE session SET created_at = created_at - $1::interval, last_seen_at = last_seen_at - $1::interval',
        [interval],
      );
    },
  };
}
