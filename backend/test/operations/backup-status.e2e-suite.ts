import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOCK, type Clock } from '../../src/portfolio/clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

// What /api/health says of the nightly backups, read from the report the backup service writes
// (BACKUP_STATUS_FILE), as an owner's monitor and the admin read it.

/** The API's clock, moved by the tests: a backup grows old without waiting two days. */
class MovedClock implements Clock {
  moment = new Date();
  now(): Date {
    return new Date(this.moment);
  }
}

const NOW = '2026-11-26T12:00:00Z';
const THIS_NIGHT = '2026-11-26T03:00:04Z';
const clock = new MovedClock();
const statusFile = join(mkdtempSync(join(tmpdir(), 'portfolio-backups-')), 'status.json');

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startTestApp(database.url, { BACKUP_STATUS_FILE: statusFile }, [{ provide: CLOCK, useValue: clock }]);
});

afterAll(async () => {
  await api?.close();
  await database?.drop();
});

beforeEach(() => {
  clock.moment = new Date(NOW);
  rmSync(statusFile, { recursive: true, force: true });
});

const report = (status: unknown) => writeFileSync(statusFile, JSON.stringify(status));

/** The backups health reports, once it has said the API is well whatever they say. */
async function backupOnHealth() {
  const { body } = await api.http.get('/api/health').expect(200);
  expect(body).toMatchObject({ status: 'ok', database: 'up', document: 'valid' });
  return body.backup;
}

describe('GET /api/health: backup', () => {
  it('knows nothing yet before the service has reported its first run', async () => {
    expect(await backupOnHealth()).toEqual({ last: null, offsite: null, error: null });
  });

  it('says when the last backup was made and that it reached the off-site repository', async () => {
    report({ last: THIS_NIGHT, offsite: true, error: null });

    expect(await backupOnHealth()).toEqual({ last: THIS_NIGHT, offsite: true, error: null });
  });

  it('says why a backup did not reach off-site, keeping the last local one', async () => {
    const error = 'The off-site repository could not be reached: the backup is kept on this server only.';
    report({ last: THIS_NIGHT, offsite: false, error });

    expect(await backupOnHealth()).toEqual({ last: THIS_NIGHT, offsite: false, error });
  });

  it('reads a report without an off-site repository, and ignores fields it does not know', async () => {
    report({ last: THIS_NIGHT, offsite: null, error: null, sizeBytes: 123 });

    expect(await backupOnHealth()).toEqual({ last: THIS_NIGHT, offsite: null, error: null });
  });

  it('reads each new report, so a success ends the error', async () => {
    report({ last: '2026-11-25T03:00:02Z', offsite: false, error: 'Wrong password for the off-site repository.' });
    expect((await backupOnHealth()).error).toBe('Wrong password for the off-site repository.');

    report({ last: THIS_NIGHT, offsite: true, error: null });
    expect(await backupOnHealth()).toEqual({ last: THIS_NIGHT, offsite: true, error: null });
  });

  it.each([
    ['not JSON', '{"last": "2026-11-26T03:00:04Z",'],
    ['a list', '[]'],
    ['a time that is not one', JSON.stringify({ last: 'last night', offsite: true, error: null })],
    ['off-site not true or false', JSON.stringify({ last: THIS_NIGHT, offsite: 'yes', error: null })],
    ['an empty error', JSON.stringify({ last: THIS_NIGHT, offsite: true, error: ' ' })],
  ])('says in words that a report of %s cannot be read, still healthy', async (_, text) => {
    writeFileSync(statusFile, text);

    expect(await backupOnHealth()).toEqual({
      last: null,
      offsite: null,
      error: "The backup service's report is not in the form it writes, so whether backups are made is unknown.",
    });
  });

  it('says in words that the report cannot be read at all, still healthy', async () => {
    mkdirSync(statusFile);

    expect(await backupOnHealth()).toEqual({
      last: null,
      offsite: null,
      error: "The backup service's report could not be read (EISDIR), so whether backups are made is unknown.",
    });
  });

  it('says that no backup has been made for more than two days', async () => {
    report({ last: THIS_NIGHT, offsite: true, error: null });

    clock.moment = new Date('2026-11-28T03:00:04Z');
    expect((await backupOnHealth()).error).toBeNull();

    clock.moment = new Date('2026-11-28T03:00:05Z');
    expect(await backupOnHealth()).toEqual({
      last: THIS_NIGHT,
      offsite: true,
      error: 'No backup has been made since 2026-11-26T03:00:04Z.',
    });
  });

  it("keeps the service's own reason when an old backup is also a failing one", async () => {
    const error = 'The disk is full: no dump could be written.';
    report({ last: '2026-11-20T03:00:04Z', offsite: true, error });

    expect((await backupOnHealth()).error).toBe(error);
  });
});
