import { Logger } from '@nestjs/common';
import { DEFAULT_PORTFOLIO, VERSION } from '@portfolio/contract';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// With the database down the API answers within 3 s, never with a 500.
const ANSWER_WITHIN_MS = 3000;

let database: TestDatabase;
let proxy: TcpProxy;
let api: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await TcpProxy.start(database.url);
  api = await startTestApp(proxy.url(database.url));
  cookie = await api.signIn();
});

afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await database?.drop();
});

afterEach(() => proxy.restore());

async function timed<T>(work: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

function save(name: string) {
  const document = { ...DEFAULT_PORTFOLIO, personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name } };
  return api.http.put('/api/portfolio').set('Content-Type', 'application/json').set('Cookie', cookie).send(document);
}

describe.each([
  ['stopped (connections refused)', () => proxy.refuse()],
  ['unreachable (connections hang)', () => proxy.hang()],
])('with the database %s', (_, takeDown) => {
  it('keeps serving the last document, refuses writes with 503, and says so on /api/health', async () => {
    const saved = await save('Before the outage').expect(200);
    const before = await api.http.get('/api/portfolio').expect(200);
    await takeDown();

    const read = await timed(() => api.http.get('/api/portfolio'));
    expect(read.result.status).toBe(200);
    expect(read.result.body).toEqual(saved.body);
    expect(read.result.headers.etag).toBe(before.headers.etag);
    expect(read.ms).toBeLessThan(ANSWER_WITHIN_MS);

    const write = await timed(() => save('During the outage'));
    expect(write.result.status).toBe(503);
    expect(write.result.body).toEqual({ message: 'The database is not available. Try again shortly.' });
    expect(write.ms).toBeLessThan(ANSWER_WITHIN_MS);

    const ping = await timed(() => api.http.get('/api/ping'));
    expect(ping.result.status).toBe(200);
    expect(ping.ms).toBeLessThan(ANSWER_WITHIN_MS);

    const health = await timed(() => api.http.get('/api/health'));
    expect(health.result.status).toBe(503);
    expect(health.result.body).toEqual({
      message: 'The database is not answering',
      database: 'down',
      version: VERSION,
      backup: null,
      publish: null,
    });
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('recovers by itself when the database returns', async () => {
    await takeDown();
    await api.http.get('/api/health').expect(503);

    await proxy.restore();

    await api.http.get('/api/health').expect(200);
    const saved = await save('After the outage').expect(200);
    const read = await api.http.get('/api/portfolio').expect(200);
    expect(read.body).toEqual(saved.body);
    expect(read.body.personalInfo.name).toBe('After the outage');
  });

  it('logs the outage once, as a warning without a stack trace, however often health is asked', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const error = jest.spyOn(Logger.prototype, 'error');
    const log = jest.spyOn(Logger.prototype, 'log');
    await takeDown();

    for (let check = 0; check < 3; check += 1) await api.http.get('/api/health').expect(503);
    await proxy.restore();
    await api.http.get('/api/health').expect(200);
    await api.http.get('/api/health').expect(200);

    const messages = (spy: jest.SpyInstance) => spy.mock.calls.map(([message]) => String(message));
    expect(messages(warn).filter((message) => message.startsWith('The database stopped answering'))).toHaveLength(1);
    expect(messages(log).filter((message) => message === 'The database answers again')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
