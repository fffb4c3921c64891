import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishService } from '../../src/publish/publish.service';
import { RCLONE_MISSING } from '../../src/publish/rclone';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';

let database: TestDatabase;
let api: TestApp;
const path = process.env.PATH;

beforeAll(async () => {
  database = await createTestDatabase();
  // A machine where rclone is not installed: nothing on the search path.
  process.env.PATH = mkdtempSync(join(tmpdir(), 'portfolio-no-rclone-'));
  api = await startTestApp(database.url, { PUBLISH_TO: '/srv/site', PUBLIC_URL: 'https://static.example' });
});

afterAll(async () => {
  process.env.PATH = path;
  await api?.close();
  await database?.drop();
});

it('says in the health answer that publishing failed, and to the owner that rclone is missing, with the command that installs it', async () => {
  const { body } = await api.http.get('/api/health').expect(200);
  expect(body.publish).toMatchObject({ last: null, ok: false, moved: null });
  expect(body.publish.error).toMatch(/^The last publish failed at /);
  expect(api.app.get(PublishService).progress).toMatchObject({ ok: false, error: RCLONE_MISSING, running: null });
  expect(RCLONE_MISSING).toBe('PUBLISH_TO is set but rclone is not installed: apt-get install rclone');
});
