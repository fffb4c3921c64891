import {
  checkPortfolio,
  isPortfolio,
  pickPortfolio,
  publicPortfolio,
  type FieldError,
  type Portfolio,
} from '@portfolio/contract';
import fc from 'fast-check';
import { mutatedPortfolio, validPortfolio } from './fuzz/document-arbitraries';
import { fuzzSettings } from './fuzz/fuzz-settings';
import { isOwnerBody, loginBody } from './fuzz/login-arbitraries';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// Many requests each; the time is in the API and PostgreSQL, not in waiting.
jest.setTimeout(600_000);

let database: TestDatabase;
let api: TestApp;
let cookie: string;
let etag: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url);
  cookie = await api.signIn();
  etag = (await api.http.get('/api/portfolio').set('Cookie', cookie).expect(200)).headers.etag!;
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

async function storedRow(): Promise<{ version: number; text: string }> {
  const [row] = await database.query<{ version: number; text: string }>(
    // The document as the database holds it: its row, and its posts (each stored on its own) in their order.
    `SELECT version,
            jsonb_set(document, '{blogs}', (SELECT coalesce(jsonb_agg(fields ORDER BY position), '[]') FROM post))::text AS text
     FROM portfolio`,
  );
  return row!;
}

function save(body: string) {
  return api.http
    .put('/api/portfolio')
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .set('If-Match', etag)
    .send(body);
}

const hasPrototypeKey = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).some(
    ([key, child]) => key === 'prototype' || key in Object.prototype || hasPrototypeKey(child),
  );

const sortErrors = (errors: FieldError[]) =>
  [...errors].sort((a, b) => a.path.localeCompare(b.path) || a.message.localeCompare(b.message));

/** What every answer to a save must hold, whatever was sent. */
async function expectSafeSave(body: string): Promise<void> {
  const document = JSON.parse(body) as unknown;
  const before = await storedRow();
  const response = await save(body);

  expect([200, 400, 413]).toContain(response.status);
  if (response.status !== 200) {
    // Refused: nothing changed, byte for byte.
    expect(await storedRow()).toEqual(before);
    if (response.status === 400) {
      // The editor's own check refuses it too; it names the same fields in the same words, except
      // where a key named like Object.prototype's (`__proto__`) is refused before any field is looked at.
      const editor = checkPortfolio(document);
      expect(editor.length).toBeGreaterThan(0);
      if (!hasPrototypeKey(document)) expect(sortErrors(response.body.errors)).toEqual(sortErrors(editor));
    }
    return;
  }
  etag = response.headers.etag!;
  expect(checkPortfolio(document)).toEqual([]);
  const stored = JSON.parse((await storedRow()).text) as unknown;
  // Stored as sent (the document's fields only), and as the public page and the editor accept it.
  expect(stored).toEqual(pickPortfolio(document as Portfolio));
  expect(isPortfolio(stored)).toBe(true);
  expect(checkPortfolio(stored)).toEqual([]);
  // The owner reads it whole; a visitor without the drafts and the posts scheduled for later.
  expect((await api.http.get('/api/portfolio').set('Cookie', cookie).expect(200)).body).toEqual(stored);
  expect((await api.http.get('/api/portfolio').expect(200)).body).toEqual(
    publicPortfolio(stored as Portfolio, new Date()),
  );
}

describe('PUT /api/portfolio, fuzzed', () => {
  it('accepts every valid document and stores it as sent', async () => {
    await fc.assert(
      fc.asyncProperty(validPortfolio, (document) => expectSafeSave(JSON.stringify(document))),
      fuzzSettings(200),
    );
  });

  it('never fails, and a refused body changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedPortfolio, ({ body }) => expectSafeSave(body)),
      fuzzSettings(1000),
    );
  });
});

describe('POST /api/auth/login, fuzzed', () => {
  it('never fails, and only the owner gets a session', async () => {
    await fc.assert(
      fc.asyncProperty(loginBody, async (sent) => {
        const text = JSON.stringify(sent) ?? '';
        const body = text === '' ? undefined : (JSON.parse(text) as unknown);
        // Each body on its own: the lock-out after repeated failures is tested elsewhere.
        await database.query('DELETE FROM login_failure');
        const [{ count: sessionsBefore }] = (await database.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM session',
        )) as [{ count: number }];

        const response = await api.http.post('/api/auth/login').set('Content-Type', 'application/json').send(text);

        expect([204, 400, 401, 413]).toContain(response.status);
        const isOwner = isOwnerBody(body);
        expect(response.status === 204).toBe(isOwner);
        const [{ count: sessionsAfter }] = (await database.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM session',
        )) as [{ count: number }];
        expect(sessionsAfter).toBe(sessionsBefore + (isOwner ? 1 : 0));
        expect(response.headers['set-cookie'] === undefined).toBe(!isOwner);
      }),
      fuzzSettings(300),
    );
  });
});
