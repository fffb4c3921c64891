import { getRepositoryToken } from '@nestjs/typeorm';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import type { Repository } from 'typeorm';
import { PortfolioEntity } from '../../src/portfolio/portfolio.entity';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// Two API processes on one database, as replicas behind a load balancer would be. The first keeps
// what it read for a minute, so any query it sends is one the test caused; the second keeps it for
// no time at all, so a read shows at once what another replica, or SQL, changed.
let database: TestDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestApp(database.url, { DOCUMENT_FRESH_MS: '60000' });
  second = await startTestApp(database.url, { DOCUMENT_FRESH_MS: '0' });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

/** A save through `app` of the default document with the owner's name changed to `name`. */
function saveNamed(app: TestApp, cookie: string, name: string) {
  return app.http
    .put('/api/portfolio')
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .send({ ...DEFAULT_PORTFOLIO, personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name } });
}

describe('reads of the document', () => {
  it('are answered from memory within the freshness window: many reads in a row cost no query', async () => {
    await first.http.get('/api/portfolio').expect(200);
    const query = jest.spyOn(first.app.get<Repository<PortfolioEntity>>(getRepositoryToken(PortfolioEntity)), 'query');

    for (let read = 0; read < 20; read += 1) await first.http.get('/api/portfolio').expect(200);

    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it('show a save made through another replica once the freshness window has passed', async () => {
    await second.http.get('/api/portfolio').expect(200);
    const cookie = await first.signIn();
    const saved = await saveNamed(first, cookie, 'Saved through the first').expect(200);

    const read = await second.http.get('/api/portfolio').set('Cookie', cookie).expect(200);
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect(read.body.personalInfo.name).toBe('Saved through the first');
  });

  it('show a save through the same replica at once', async () => {
    const cookie = await second.signIn();
    await second.http.get('/api/portfolio').expect(200);

    const saved = await saveNamed(second, cookie, 'Saved through the second').expect(200);

    const read = await second.http.get('/api/portfolio').set('Cookie', cookie).expect(200);
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect(read.body.personalInfo.name).toBe('Saved through the second');
  });
});

describe('an ETag', () => {
  it('never names two documents: content put back under a version number already used gets a new one', async () => {
    const cookie = await first.signIn();
    const saved = await saveNamed(first, cookie, 'Saved before the restore').expect(200);
    const etag = saved.headers.etag!;
    await second.http.get('/api/portfolio').expect(200);

    // What restoring an older backup does: the same version number, other content.
    await database.query("UPDATE portfolio SET document = jsonb_set(document, '{personalInfo,name}', '\"Restored\"')");

    const read = await second.http.get('/api/portfolio').set('Cookie', cookie).set('If-None-Match', etag).expect(200);
    expect(read.body.personalInfo.name).toBe('Restored');
    expect(read.headers.etag).not.toBe(etag);
    expect(read.headers.etag).toMatch(new RegExp(`^"${/^"(\d+)-/.exec(etag)![1]}-[0-9a-f]{32}"$`));
    // The first still holds the old content in memory, but its guarded save asks the database.
    await saveNamed(first, cookie, 'Saved over the restore').set('If-Match', etag).expect(412);
  });
});
