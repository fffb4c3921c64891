import { Logger } from '@nestjs/common';
import { DEFAULT_PORTFOLIO, isPortfolio, PORTFOLIO, SHAPE_VERSION, withoutOptionalFields } from '@portfolio/contract';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// A stored document that breaks the rules can only come from outside the API (a hand edit in SQL,
// a restore from an older release); the API must say so, and still show what it can of it.

let database: TestDatabase;
let api: TestApp | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  await (await startTestApp(database.url)).close(); // runs the migrations
});

afterEach(async () => {
  await api?.close();
  jest.restoreAllMocks();
});

afterAll(() => database?.drop());

/** Stores a document behind the API's back, then starts an API that has not read it yet. */
async function storeByHand(document: unknown, shape = SHAPE_VERSION): Promise<TestApp> {
  await database.query('UPDATE portfolio SET document = $1::jsonb, shape = $2, version = version + 1', [
    JSON.stringify(document),
    shape,
  ]);
  api = await startTestApp(database.url);
  return api;
}

/** The owner saves the default content over whatever is stored, as from the admin. */
async function saveDefaultAsOwner(app: TestApp): Promise<void> {
  const cookie = await app.signIn();
  const etag = (await app.http.get('/api/portfolio').set('Cookie', cookie)).headers.etag!;
  await app.http
    .put('/api/portfolio')
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .set('If-Match', etag)
    .send(DEFAULT_PORTFOLIO)
    .expect(200);
}

const broken = {
  ...DEFAULT_PORTFOLIO,
  personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Jordan Lee', title: 42 },
  skills: [{ name: 'Go' }, [], 'Rust', { name: 'SQL' }],
  projects: [{ ...DEFAULT_PORTFOLIO.projects[0], tech: 'TypeScript' }, []],
  extra: true,
};

describe('a stored document that breaks the rules', () => {
  it('is served as far as it can be read, so visitors still see the owner', async () => {
    const app = await storeByHand(broken);

    const { body } = await app.http.get('/api/portfolio').expect(200);

    expect(isPortfolio(body)).toBe(true);
    expect(body.personalInfo).toEqual({ ...DEFAULT_PORTFOLIO.personalInfo, name: 'Jordan Lee', title: '' });
    expect(body.skills).toEqual([
      { name: 'Go', hidden: false, translations: [] },
      { name: 'SQL', hidden: false, translations: [] },
    ]);
    expect(body.projects).toEqual([{ ...DEFAULT_PORTFOLIO.projects[0], tech: [] }]);
    expect(body).not.toHaveProperty('extra');
  });

  it('is named on /api/health, field by field, with a 200', async () => {
    const app = await storeByHand(broken);

    const { body } = await app.http.get('/api/health').expect(200);

    expect(body).toMatchObject({
      status: 'degraded',
      database: 'up',
      document: 'invalid',
      message: expect.any(String),
    });
    expect(body.errors.map((error: { path: string }) => error.path).sort()).toEqual(
      ['extra', 'personalInfo.title', 'projects.0.tech', 'projects.1', 'skills.1', 'skills.2'].sort(),
    );
  });

  it('is logged once as an error naming its fields, however often it is read', async () => {
    const error = jest.spyOn(Logger.prototype, 'error');
    const app = await storeByHand(broken);

    for (let read = 0; read < 3; read += 1) await app.http.get('/api/portfolio').expect(200);
    await app.http.get('/api/health').expect(200);

    const messages = error.mock.calls.map(([message]) => String(message));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^The stored portfolio \(version \d+\) breaks the document's rules: .*skills\.1 must be an object/,
    );
  });

  it('is healthy again once the owner saves a valid one', async () => {
    const app = await storeByHand(broken);
    await saveDefaultAsOwner(app);

    const { body } = await app.http.get('/api/health').expect(200);
    expect(body).toMatchObject({ status: 'ok', database: 'up', document: 'valid' });
  });

  it('is stored in the current shape by the next save', async () => {
    const app = await storeByHand(DEFAULT_PORTFOLIO);
    await saveDefaultAsOwner(app);

    expect(await database.query('SELECT shape FROM portfolio')).toEqual([{ shape: SHAPE_VERSION }]);
  });
});

describe('a stored document without the fields added after the specification', () => {
  it('is served with those fields empty, and breaks no rule', async () => {
    const error = jest.spyOn(Logger.prototype, 'error');
    const app = await storeByHand(withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO));

    expect((await app.http.get('/api/portfolio').expect(200)).body).toEqual(DEFAULT_PORTFOLIO);
    expect((await app.http.get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', document: 'valid' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a stored document of a shape newer than this version reads', () => {
  it('is served as far as it can be read, and named on /api/health', async () => {
    const app = await storeByHand({ ...DEFAULT_PORTFOLIO, tagline: 'from the future' }, SHAPE_VERSION + 1);

    const { body: document } = await app.http.get('/api/portfolio').expect(200);
    const { body: health } = await app.http.get('/api/health').expect(200);

    expect(document).toEqual(DEFAULT_PORTFOLIO);
    expect(health).toMatchObject({ status: 'degraded', document: 'invalid' });
    expect(health.errors).toContainEqual({ path: '', message: expect.stringMatching(/cannot be read here/) });
  });
});
