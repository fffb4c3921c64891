import { BODY_LIMIT_BYTES, DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { toEtag } from '../src/portfolio/etag';
import { largestValidDocument } from './document-samples';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestApp, type TestApp } from './test-app';

let database: TestDatabase;
let api: TestApp;
let cookie: string;
/** The ETag and version each test starts from. */
let base: string;
let baseVersion: number;
/** The digest of the stored document each test starts from (a test may name other versions of it). */
let baseDigest: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url);
  cookie = await api.signIn();
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

// Through the API, as another save would: the API answers reads from memory for up to a second,
// so a change behind its back would not show at once.
beforeEach(async () => {
  const response = await save(DEFAULT_PORTFOLIO).expect(200);
  base = response.headers.etag!;
  const [, version, digest] = /^"(\d+)-([0-9a-f]{32})"$/.exec(base)!;
  baseVersion = Number(version);
  baseDigest = digest!;
});

function edited(change: (document: Portfolio) => void): Portfolio {
  const document = structuredClone(DEFAULT_PORTFOLIO);
  change(document);
  return document;
}

async function stored(): Promise<{ document: Portfolio; version: number }> {
  const [row] = await database.query<{ document: Portfolio; version: number }>(
    'SELECT document, version FROM portfolio',
  );
  return row!;
}

/** The ETag of what the database holds, computed by the database itself. */
async function storedEtag(): Promise<string> {
  const [row] = await database.query<{ version: number; digest: string }>(
    'SELECT version, md5(document::text) AS digest FROM portfolio',
  );
  return toEtag(row!);
}

function save(document: unknown, ifMatch?: string) {
  const put = api.http.put('/api/portfolio').set('Content-Type', 'application/json').set('Cookie', cookie);
  return (ifMatch === undefined ? put : put.set('If-Match', ifMatch)).send(JSON.stringify(document));
}

describe('GET /api/portfolio', () => {
  it('answers the document as JSON with a strong ETag of its version and content', async () => {
    const response = await api.http.get('/api/portfolio').expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toBe(base);
    expect(base).toBe(await storedEtag());
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual(DEFAULT_PORTFOLIO);
  });

  it('answers 304 without a body when If-None-Match names the current version', async () => {
    const response = await api.http.get('/api/portfolio').set('If-None-Match', base).expect(304);

    expect(response.headers.etag).toBe(base);
    expect(response.text).toBe('');
  });

  it('answers the document when If-None-Match names an older version', async () => {
    await save(edited((d) => (d.personalInfo.name = 'Ada Lovelace'))).expect(200);

    const response = await api.http.get('/api/portfolio').set('If-None-Match', base).expect(200);

    expect(response.body.personalInfo.name).toBe('Ada Lovelace');
    expect(response.headers.etag).toBe(await storedEtag());
    expect(response.headers.etag).not.toBe(base);
  });
});

describe('PUT /api/portfolio', () => {
  it('stores the document and answers it with the new ETag; GET then answers the same', async () => {
    const document = edited((d) => {
      d.personalInfo.title = 'Principal Engineer';
      d.skills.push({ name: 'Rust' });
      d.projects[0]!.tech = ['Go', 'gRPC'];
      d.projects[1]!.live = '';
      d.blogs.unshift({ title: 'New post', excerpt: 'Line one\nLine two', date: '2024-02-29', readTime: '3 min read' });
    });

    const saved = await save(document, base).expect(200);
    expect(saved.headers.etag).toBe(await storedEtag());
    expect(saved.body).toEqual(document);

    const read = await api.http.get('/api/portfolio').expect(200);
    expect(read.body).toEqual(document);
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect(await stored()).toEqual({ document, version: baseVersion + 1 });
  });

  it('saves without If-Match (last write wins), and with If-Match: *', async () => {
    await save(edited((d) => (d.personalInfo.name = 'First'))).expect(200);
    await save(
      edited((d) => (d.personalInfo.name = 'Second')),
      '*',
    ).expect(200);

    expect(await stored()).toMatchObject({ version: baseVersion + 2, document: { personalInfo: { name: 'Second' } } });
  });

  it('accepts the weak form of the current ETag, as a gzipping proxy hands it out', async () => {
    await save(
      edited((d) => (d.personalInfo.name = 'Weak')),
      `W/${base}`,
    ).expect(200);

    expect((await stored()).version).toBe(baseVersion + 1);
  });

  it.each<[string, (version: number, digest: string) => string]>([
    ['an older version', (version, digest) => `"${version - 1}-${digest}"`],
    ['a newer version', (version, digest) => `"${version + 1}-${digest}"`],
    ['the same version of other content, as before a restore', (version) => `"${version}-${'0'.repeat(32)}"`],
    ['another weak version', (version, digest) => `W/"${version + 5}-${digest}"`],
    ['the version alone', (version) => `"${version}"`],
    ['a malformed tag', (version, digest) => `"${version}-${digest} "`],
    ['garbage', () => 'garbage'],
  ])('answers 412 for If-Match of %s and changes nothing', async (_, ifMatch) => {
    const response = await save(
      edited((d) => (d.personalInfo.name = 'Stale')),
      ifMatch(baseVersion, baseDigest),
    ).expect(412);

    expect(response.body.message).toMatch(/changed elsewhere/);
    expect(await stored()).toEqual({ document: DEFAULT_PORTFOLIO, version: baseVersion });
  });

  it('lets exactly one of 50 concurrent saves from the same version through', async () => {
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        save(
          edited((d) => (d.personalInfo.name = `Writer ${index}`)),
          base,
        ),
      ),
    );

    const statuses = saves.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(49);
    const winner = saves.find((response) => response.status === 200)!;
    expect(await stored()).toEqual({ document: winner.body, version: baseVersion + 1 });
  });

  it('stores only the fields of the document, in its order', async () => {
    const response = await save(edited((d) => (d.blogs[0]!.readTime = '9 min read'))).expect(200);

    expect(Object.keys(response.body)).toEqual(['personalInfo', 'skills', 'projects', 'blogs']);
    expect(Object.keys(response.body.projects[0])).toEqual(['title', 'description', 'tech', 'github', 'live']);
  });

  it('accepts the largest valid document, which fits the body limit', async () => {
    const document = largestValidDocument();
    expect(Buffer.byteLength(JSON.stringify(document))).toBeLessThanOrEqual(BODY_LIMIT_BYTES);

    const response = await save(document).expect(200);

    expect(response.body).toEqual(document);
  });
});

describe('PUT /api/portfolio refuses bad input and changes nothing', () => {
  afterEach(async () => {
    expect(await stored()).toEqual({ document: DEFAULT_PORTFOLIO, version: baseVersion });
  });

  it.each<[string, (d: Portfolio) => void, string]>([
    ['a missing part', (d) => delete (d as Partial<Portfolio>).skills, 'skills'],
    ['a null leaf', (d) => ((d.personalInfo as unknown as Record<string, unknown>).email = null), 'personalInfo.email'],
    [
      'a leaf of the wrong type',
      (d) => ((d.blogs[0] as unknown as Record<string, unknown>).date = 20240101),
      'blogs.0.date',
    ],
    ['an unknown field', (d) => ((d.projects[2] as unknown as Record<string, unknown>).stars = 5), 'projects.2.stars'],
    ['a javascript: link', (d) => (d.projects[1]!.live = 'JavaScript:alert(1)'), 'projects.1.live'],
    ['an impossible date', (d) => (d.blogs[2]!.date = '2024-02-30'), 'blogs.2.date'],
    ['a NUL character, which PostgreSQL refuses in JSONB', (d) => (d.skills[3]!.name = 'Re\u0000act'), 'skills.3.name'],
    [
      'a lone surrogate, which PostgreSQL refuses in JSONB',
      (d) => (d.blogs[0]!.excerpt = 'broken \ud800 text'),
      'blogs.0.excerpt',
    ],
    ['an over-long text', (d) => (d.personalInfo.description = 'x'.repeat(2001)), 'personalInfo.description'],
    [
      'an over-long list',
      (d) => (d.skills = Array.from({ length: 101 }, (_, i) => ({ name: `Skill ${i}` }))),
      'skills',
    ],
  ])('%s → 400 naming %s', async (_, change, path) => {
    const response = await save(edited(change), base).expect(400);

    expect(response.body).toEqual({
      message: 'Some fields are not valid',
      errors: [{ path, message: expect.any(String) }],
    });
  });

  it.each([
    ['at the top', '{"__proto__":{"admin":true},', '__proto__'],
    ['in personalInfo', '"personalInfo":{"__proto__":{"x":1},', 'personalInfo.__proto__'],
  ])('answers 400 for a __proto__ key %s, as for any unknown field', async (_, withKey, path) => {
    const json = JSON.stringify(DEFAULT_PORTFOLIO);
    const body = path === '__proto__' ? withKey + json.slice(1) : json.replace('"personalInfo":{', withKey);
    const put = api.http.put('/api/portfolio').set('Cookie', cookie).set('Content-Type', 'application/json');

    const response = await put.send(body).expect(400);

    expect(response.body).toEqual({
      message: 'Some fields are not valid',
      errors: [{ path, message: 'is not a field of this document' }],
    });
  });

  it('answers 400 for a body that is not JSON, or not a JSON object', async () => {
    const put = () => api.http.put('/api/portfolio').set('Cookie', cookie).set('Content-Type', 'application/json');
    const broken = await put().send('{"personalInfo":').expect(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON' });

    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await put().send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 413 for a body over 256 KB', async () => {
    const document = edited((d) => (d.personalInfo.description = 'x'.repeat(BODY_LIMIT_BYTES)));

    const response = await save(document).expect(413);

    expect(response.body).toEqual({ message: 'The request body is larger than 256 KB' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await api.http
        .put('/api/portfolio')
        .set('Cookie', cookie)
        .set('Content-Type', contentType)
        .send(JSON.stringify(DEFAULT_PORTFOLIO))
        .expect(415);

      expect(response.body).toEqual({ message: 'Send the request body as application/json' });
    },
  );
});

describe('the rest of /api', () => {
  it('answers ping and health', async () => {
    await api.http.get('/api/ping').expect(200, { status: 'ok' });
    await api.http.get('/api/health').expect(200, { status: 'ok', database: 'up', document: 'valid' });
  });

  it('answers 404 JSON for an unknown route, with no stack trace', async () => {
    const response = await api.http.get('/api/nothing-here').expect(404);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });

  it('sends no X-Powered-By and a request id', async () => {
    const response = await api.http.get('/api/ping').expect(200);

    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
  });
});
