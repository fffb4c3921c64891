import { BODY_LIMIT_BYTES, DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { portfolioHarness } from './portfolio-harness';

const portfolio = portfolioHarness();

describe('PUT /api/portfolio refuses bad input and changes nothing', () => {
  afterEach(async () => {
    expect(await portfolio.stored()).toEqual({ document: DEFAULT_PORTFOLIO, version: portfolio.baseVersion });
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
      (d) =>
        (d.skills = Array.from({ length: 101 }, (_, i) => ({ name: `Skill ${i}`, hidden: false, translations: [] }))),
      'skills',
    ],
  ])('%s → 400 naming %s', async (_, change, path) => {
    const response = await portfolio.save(portfolio.edited(change), portfolio.base).expect(400);

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
    const put = portfolio.api.http
      .put('/api/portfolio')
      .set('Cookie', portfolio.cookie)
      .set('Content-Type', 'application/json');

    const response = await put.send(body).expect(400);

    expect(response.body).toEqual({
      message: 'Some fields are not valid',
      errors: [{ path, message: 'is not a field of this document' }],
    });
  });

  it('answers 400 for a body that is not JSON, or not a JSON object', async () => {
    const put = () =>
      portfolio.api.http.put('/api/portfolio').set('Cookie', portfolio.cookie).set('Content-Type', 'application/json');
    const broken = await put().send('{"personalInfo":').expect(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON' });

    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await put().send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 413 for a body over 512 KB, naming where posts are saved', async () => {
    const document = portfolio.edited((d) => (d.personalInfo.description = 'x'.repeat(BODY_LIMIT_BYTES)));

    const response = await portfolio.save(document).expect(413);

    expect(response.body).toEqual({
      message: 'The document is too large to save at once. Save posts one at a time at /api/posts.',
    });
    // Other routes keep the limit's own words.
    const post = await portfolio.api.http
      .put('/api/landing')
      .set('Cookie', portfolio.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(document))
      .expect(413);
    expect(post.body).toEqual({ message: 'The request body is larger than 512 KB' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for a %s body',
    async (contentType) => {
      const response = await portfolio.api.http
        .put('/api/portfolio')
        .set('Cookie', portfolio.cookie)
        .set('Content-Type', contentType)
        .send(JSON.stringify(DEFAULT_PORTFOLIO))
        .expect(415);

      expect(response.body).toEqual({ message: 'Send the request body as application/json' });
    },
  );
});

describe('the rest of /api', () => {
  it('answers ping and health', async () => {
    await portfolio.api.http.get('/api/ping').expect(200, { status: 'ok' });
    const { body } = await portfolio.api.http.get('/api/health').expect(200);
    expect(body).toMatchObject({ status: 'ok', database: 'up', document: 'valid' });
  });

  it('answers 404 JSON for an unknown route, with no stack trace', async () => {
    const response = await portfolio.api.http.get('/api/nothing-here').expect(404);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });

  it('sends no X-Powered-By and a request id', async () => {
    const response = await portfolio.api.http.get('/api/ping').expect(200);

    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
  });
});
