import { createHash } from 'node:crypto';
import { DEFAULT_PORTFOLIO, SHAPE_VERSION, type Blog, type SessionsAnswer } from '@portfolio/contract';
import { AddSessionDetails1795900000000 } from '../../src/migrations/1795900000000-add-session-details';
import { CreatePostBodies1796000000000 } from '../../src/migrations/1796000000000-create-post-bodies';
import { CreateOwnerCredentials1796200000000 } from '../../src/migrations/1796200000000-create-owner-credentials';
import { CreateStatistics1796300000000 } from '../../src/migrations/1796300000000-create-statistics';
import { migrateAsBefore } from '../support/migrate-as-before';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { OWNER, sessionCookie, startTestApp } from '../support/test-app';

let database: TestDatabase;

// The document as the database holds it: its row, and its posts (each stored on its own) in their order.
const WHOLE_DOCUMENT = `SELECT jsonb_set(document, '{blogs}',
                                 (SELECT coalesce(jsonb_agg(fields ORDER BY position), '[]') FROM post)) AS document`;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});

afterAll(() => database?.drop());

describe('migrations at start-up', () => {
  it('create the table and seed the default document on an empty database, and are a no-op on the next start', async () => {
    const first = await startTestApp(database.url);
    expect(await database.query(`${WHOLE_DOCUMENT}, version FROM portfolio`)).toEqual([
      { document: DEFAULT_PORTFOLIO, version: 1 },
    ]);
    const edited = {
      ...DEFAULT_PORTFOLIO,
      skills: [{ name: 'Kept across restarts', hidden: false, translations: [] }],
    };
    const cookie = await first.signIn();
    await first.http
      .put('/api/portfolio')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send(edited)
      .expect(200);
    await first.close();

    const second = await startTestApp(database.url);
    await second.close();

    expect(await database.query(`${WHOLE_DOCUMENT}, version FROM portfolio`)).toEqual([
      { document: edited, version: 2 },
    ]);
    expect(await database.query('SELECT name FROM migrations ORDER BY id')).toEqual([
      { name: 'CreatePortfolio1795314383372' },
      { name: 'CreateAuthTables1795315200000' },
      { name: 'AddDocumentShape1795400000000' },
      { name: 'CreateRevisions1795500000000' },
      { name: 'CreateTrustedDevices1795600000000' },
      { name: 'CreateSecondFactor1795700000000' },
      { name: 'CreateMedia1795800000000' },
      { name: 'AddSessionDetails1795900000000' },
      { name: 'CreatePostBodies1796000000000' },
      { name: 'AddPublishedAt1796100000000' },
      { name: 'CreateOwnerCredentials1796200000000' },
      { name: 'CreateStatistics1796300000000' },
      { name: 'CreatePosts1796400000000' },
      { name: 'CreateKeptPages1796500000000' },
      { name: 'CreateSearchIndex1796600000000' },
      { name: 'SearchPostingsAsGaps1796700000000' },
    ]);
  });
});

describe('the session details migration', () => {
  const hash = (token: string) => createHash('sha256').update(token).digest();

  it("lists the previous release's sessions and devices with empty details, keeps them working, and takes its inserts", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, AddSessionDetails1795900000000);
      const token = Buffer.alloc(32, 7).toString('base64url');
      await upgraded.query(
        "INSERT INTO session (token_hash, username, created_at, last_seen_at) VALUES ($1, 'owner', now() - interval '1 hour', now())",
        [hash(token)],
      );
      await upgraded.query("INSERT INTO trusted_device (token_hash, username) VALUES ($1, 'owner')", [hash('device')]);

      const api = await startTestApp(upgraded.url);
      try {
        const signedIn = await api.http
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .set('User-Agent', 'curl/8.5.0')
          .send(OWNER)
          .expect(204);
        const cookie = sessionCookie(signedIn.headers['set-cookie']);
        const { sessions, devices } = (await api.http.get('/api/auth/sessions').set('Cookie', cookie).expect(200))
          .body as SessionsAnswer;

        expect(sessions.map(({ browser, address, current }) => ({ browser, address, current }))).toEqual([
          { browser: 'curl', address: '127.0.0.1', current: true },
          { browser: 'Unknown browser', address: '', current: false },
        ]);
        expect(sessions[1]!.id).toMatch(/^\d+$/);
        expect(devices.map(({ browser, address }) => ({ browser, address }))).toEqual([
          { browser: 'curl', address: '127.0.0.1' },
          { browser: 'Unknown browser', address: '' },
        ]);
        await api.http.get('/api/auth/session').set('Cookie', `portfolio_session=${token}`).expect(200);
      } finally {
        await api.close();
      }

      // What the previous release writes, should it run on this schema again.
      await upgraded.query("INSERT INTO session (token_hash, username) VALUES ($1, 'owner')", [hash('again')]);
      await upgraded.query("INSERT INTO trusted_device (token_hash, username) VALUES ($1, 'owner')", [hash('again')]);
      expect(
        await upgraded.query(
          'SELECT user_agent, address, id IS NOT NULL AS numbered FROM session WHERE token_hash = $1',
          [hash('again')],
        ),
      ).toEqual([{ user_agent: '', address: '', numbered: true }]);
    } finally {
      await upgraded.drop();
    }
  });
});

describe('the post bodies migration', () => {
  // The previous release's document: its posts have a title, a read time, a date and an excerpt only.
  const previous = {
    ...DEFAULT_PORTFOLIO,
    blogs: DEFAULT_PORTFOLIO.blogs.map(({ title, readTime, date, excerpt }) => ({ title, readTime, date, excerpt })),
  };

  it("serves the previous release's document with its posts published, and stores bodies after", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreatePostBodies1796000000000);
      await upgraded.query('UPDATE portfolio SET document = $1::jsonb, shape = $2, version = 7', [
        JSON.stringify(previous),
        SHAPE_VERSION,
      ]);

      const api = await startTestApp(upgraded.url);
      try {
        const { body } = await api.http.get('/api/portfolio').expect(200);
        expect(body).toEqual(DEFAULT_PORTFOLIO);
        expect(body.blogs.map(({ status }: Blog) => status)).toEqual(['published', 'published', 'published']);

        const cookie = await api.signIn();
        const { id } = (
          await api.http
            .put('/api/post-bodies')
            .set('Content-Type', 'application/json')
            .set('Cookie', cookie)
            .send({ markdown: '# After the upgrade' })
            .expect(200)
        ).body as { id: string };
        const withPage = { ...previous, blogs: [{ ...previous.blogs[0]!, slug: 'after', body: id }] };
        await api.http
          .put('/api/portfolio')
          .set('Content-Type', 'application/json')
          .set('Cookie', cookie)
          .send(withPage)
          .expect(200);
        expect(await upgraded.query('SELECT id, markdown FROM post_body')).toEqual([
          { id, markdown: '# After the upgrade' },
        ]);
      } finally {
        await api.close();
      }
    } finally {
      await upgraded.drop();
    }
  });
});

describe('the owner credentials migration', () => {
  it("keeps the previous release's sessions and devices at the first start, and ends them at a start with a new password", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreateOwnerCredentials1796200000000);
      const token = Buffer.alloc(32, 8).toString('base64url');
      const tokenHash = createHash('sha256').update(token).digest();
      await upgraded.query(
        "INSERT INTO session (token_hash, username, created_at, last_seen_at) VALUES ($1, 'owner', now(), now())",
        [tokenHash],
      );
      await upgraded.query("INSERT INTO trusted_device (token_hash, username) VALUES ($1, 'owner')", [tokenHash]);
      const cookie = `portfolio_session=${token}`;

      const api = await startTestApp(upgraded.url);
      await api.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
      await api.close();
      const changed = await startTestApp(upgraded.url, { ADMIN_PASSWORD: 'the password after the upgrade' });
      await changed.http.get('/api/auth/session').set('Cookie', cookie).expect(401);
      await changed.close();

      expect(await upgraded.query('SELECT count(*)::int AS n FROM trusted_device')).toEqual([{ n: 0 }]);
    } finally {
      await upgraded.drop();
    }
  });
});

describe('the statistics migration', () => {
  it("keeps the previous release's document, starts with no figures, and counts after", async () => {
    const upgraded = await createTestDatabase({ empty: true });
    try {
      await migrateAsBefore(upgraded.url, CreateStatistics1796300000000);
      const edited = {
        ...DEFAULT_PORTFOLIO,
        skills: [{ name: 'Kept across the upgrade', hidden: false, translations: [] }],
      };
      await upgraded.query('UPDATE portfolio SET document = $1::jsonb, version = 3', [JSON.stringify(edited)]);

      const api = await startTestApp(upgraded.url);
      try {
        expect((await api.http.get('/api/portfolio').expect(200)).body).toEqual(edited);
        const cookie = await api.signIn();
        const before = await api.http.get('/api/statistics?days=7').set('Cookie', cookie).expect(200);
        expect(before.body.pages).toEqual([]);
        await api.http
          .post('/api/hits')
          .set('Content-Type', 'application/json')
          .set({ 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', 'Sec-Fetch-Site': 'same-origin' })
          .send({ path: '/' })
          .expect(204);
      } finally {
        await api.close();
      }
      expect(await upgraded.query('SELECT path, visits FROM statistics_page')).toEqual([{ path: '/', visits: 1 }]);
    } finally {
      await upgraded.drop();
    }
  });
});
