import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OWNER } from '../tests/support';
import {
  composeRuns,
  container,
  dockerState,
  ownerRuns,
  signedInOwner,
  statusesWhile,
  visitor,
  withName,
} from './support';

const RESUME_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'resume.pdf');

// What an owner does to the production stack, on a real Docker engine, with the README's commands.
test.describe.configure({ mode: 'serial' });

const nameOn = async (path = '/api/portfolio', headers: Record<string, string> = {}) => {
  const api = await visitor();
  const response = await api.get(path, { headers });
  const name =
    response.status() === 200
      ? ((await response.json()) as { personalInfo: { name: string } }).personalInfo.name
      : undefined;
  await api.dispose();
  return { status: response.status(), name, etag: response.headers().etag };
};

test('the backend restarted: visitors keep getting 200', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('Before the restart'))).toBe(200);
  await expect.poll(async () => (await nameOn()).name).toBe('Before the restart');

  const seen = await statusesWhile(['/', '/api/portfolio'], async () => {
    await composeRuns('restart', 'backend');
    await ownerRuns('wait-healthy');
  });

  for (const [path, statuses] of seen) {
    expect(statuses.length, path).toBeGreaterThan(3);
    expect(new Set(statuses), path).toEqual(new Set([200]));
  }
  expect((await nameOn()).name).toBe('Before the restart');
  await owner.api.dispose();
});

test('the database stopped for 20 s: reads 200, writes and health 503, never a 500 or 502; it recovers by itself', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('Before the outage'))).toBe(200);
  await expect.poll(async () => (await nameOn()).name).toBe('Before the outage');

  await composeRuns('stop', 'db');
  const writes: number[] = [];
  const health: number[] = [];
  const seen = await statusesWhile(['/', '/api/portfolio'], async () => {
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      writes.push((await owner.api.put('/api/portfolio', { data: withName('During the outage') })).status());
      health.push((await owner.api.get('/api/health')).status());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  await composeRuns('start', 'db');

  for (const [path, statuses] of seen) expect(new Set(statuses), path).toEqual(new Set([200]));
  expect(new Set(writes)).toEqual(new Set([503]));
  expect(new Set(health)).toEqual(new Set([503]));
  expect((await nameOn()).name).toBe('Before the outage');

  // Nothing restarted: the API's pool reconnects.
  await expect.poll(async () => (await owner.api.get('/api/health')).status(), { timeout: 60_000 }).toBe(200);
  expect(await owner.save(withName('After the outage'))).toBe(200);
  await expect.poll(async () => (await nameOn()).name).toBe('After the outage');
  await owner.api.dispose();
});

test('make down and make up keep the data', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('Kept across down and up'))).toBe(200);
  await owner.api.dispose();

  await ownerRuns('down');
  await ownerRuns('up');
  await ownerRuns('wait-healthy');

  await expect.poll(async () => (await nameOn()).name, { timeout: 30_000 }).toBe('Kept across down and up');
});

test('make backup, an edit, make restore: the restored document everywhere within 2 s, its history with it; the dump is mode 600', async ({
  page,
}) => {
  const owner = await signedInOwner();
  // The owner's uploads live in the database with the document: the dump carries them.
  const uploaded = await owner.api.post('/api/media', {
    multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: readFileSync(RESUME_FIXTURE) } },
  });
  const resume = ((await uploaded.json()) as { url: string }).url;
  const backedUp = withName('Backed up');
  backedUp.personalInfo.resume = resume;
  // So are the posts' bodies, in rows of their own.
  const post = { ...backedUp.blogs[0]!, slug: 'kept-by-the-backup', body: await storeBody(owner.api, BODY_BACKED_UP) };
  backedUp.blogs = [post];
  expect(await owner.save(backedUp)).toBe(200);

  const printed = await ownerRuns('backup');
  const file = /Wrote (\S+)/.exec(printed)![1]!;
  const path = join(dockerState().composeDir, file);
  expect(statSync(path).mode & 0o777).toBe(0o600);
  expect(statSync(join(dockerState().composeDir, 'backups')).mode & 0o777).toBe(0o700);

  // Every save's replaced version is in the database, so the dump holds the history too.
  const history = async (api: typeof owner.api) =>
    ((await (await api.get('/api/portfolio/revisions?limit=100')).json()) as { revisions: Array<{ version: number }> })
      .revisions;
  const keptAtBackup = await history(owner.api);
  expect(keptAtBackup.length).toBeGreaterThan(0);

  const edited = withName('Saved after the backup');
  edited.blogs = [{ ...post, body: await storeBody(owner.api, 'Written after the backup.') }];
  expect(await owner.save(edited)).toBe(200);
  expect((await history(owner.api)).length).toBe(keptAtBackup.length + 1);
  await owner.api.dispose();
  // A browser holding the newest version, as a visitor's would.
  await expect.poll(async () => (await nameOn()).name).toBe('Saved after the backup');
  const newest = (await nameOn()).etag!;
  await page.goto(`${dockerState().baseUrl}/`);
  await expect(page.getByText('Saved after the backup').first()).toBeVisible();

  // As if the uploads and the posts' bodies were lost: only the dump has them now.
  await storedFiles('DELETE FROM media');
  expect(await storedFiles('SELECT count(*) FROM media_file')).toBe('0');
  await storedFiles('DELETE FROM post_body');

  await ownerRuns('restore', `FILE=${file}`);
  const restored = Date.now();

  await expect.poll(async () => (await nameOn()).name, { timeout: 2000, intervals: [100] }).toBe('Backed up');
  await expect
    .poll(async () => (await nameOn('/api/portfolio', { 'If-None-Match': newest })).name, {
      timeout: 2000,
      intervals: [100],
    })
    .toBe('Backed up');
  await page.reload();
  await expect(page.getByText('Backed up').first()).toBeVisible({ timeout: 2000 });
  console.log(`restore: the restored document served ${Date.now() - restored} ms after make restore returned`);
  expect((await nameOn()).etag).not.toBe(newest);
  const after = await signedInOwner();
  expect(await history(after.api)).toEqual(keptAtBackup);
  await after.api.dispose();
  expect(await storedFiles(`SELECT count(*) FROM media_file WHERE name = '${resume.slice('/media/'.length)}'`)).toBe(
    '1',
  );
  await page.goto(`${dockerState().baseUrl}/blog/${post.slug}`);
  await expect(page.getByText(BODY_BACKED_UP)).toBeVisible();
  await expect(page.getByText('Written after the backup.')).toHaveCount(0);
});

const BODY_BACKED_UP = 'A post that the backup carries, body and all.';

/** Stores a post's Markdown body as the owner, answering the id a document refers to it by. */
async function storeBody(api: APIRequestContext, markdown: string): Promise<string> {
  const response = await api.put('/api/post-bodies', { data: { markdown } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test('make restore of a damaged dump says why and leaves the database as it was', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('Before a damaged restore'))).toBe(200);
  await owner.api.dispose();
  const file = /Wrote (\S+)/.exec(await ownerRuns('backup'))![1]!;
  const whole = readFileSync(join(dockerState().composeDir, file));
  writeFileSync(join(dockerState().composeDir, 'backups', 'damaged.dump'), whole.subarray(0, whole.length / 2));

  const refused = await ownerRuns('restore', 'FILE=backups/damaged.dump').then(
    () => '',
    (error: { stderr: string }) => error.stderr,
  );

  expect(refused).toContain('The restore failed (above): the database is as it was.');
  await ownerRuns('wait-healthy');
  expect((await nameOn()).name).toBe('Before a damaged restore');
});

test('every service has a memory ceiling, and together they leave room on a 1 GB server', async () => {
  const ceilings = (['db', 'backend', 'nginx'] as const).map((service) =>
    Number(
      execFileSync('docker', ['inspect', '--format', '{{.HostConfig.Memory}}', container(service)], {
        encoding: 'utf8',
      }),
    ),
  );

  for (const bytes of ceilings) expect(bytes).toBeGreaterThan(0);
  expect(ceilings.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(900 * 1024 * 1024);
});

/** One statement run by psql in the database container; what it printed, unadorned. */
async function storedFiles(sql: string): Promise<string> {
  const psql = `psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -tAc "${sql}"`;
  return (await composeRuns('exec', '-T', 'db', 'sh', '-c', psql)).trim().split('\n').at(-1)!;
}

test('make reset-2fa: an owner who lost the phone and the recovery codes signs in with the password alone', async () => {
  const owner = await signedInOwner();
  const { password } = OWNER;
  const setup = await owner.api.post('/api/auth/second-factor/setup', { data: { password } });
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await owner.api.post('/api/auth/second-factor/confirm', { data: { code, password } })).status()).toBe(200);
  const stranger = await visitor();
  const asked = await stranger.post('/api/auth/login', { data: OWNER });
  expect(asked.status()).toBe(401);
  expect(await asked.json()).toMatchObject({ secondFactor: 'required' });

  await ownerRuns('reset-2fa');

  expect((await stranger.post('/api/auth/login', { data: OWNER })).status()).toBe(204);
  await stranger.dispose();
  await owner.api.dispose();
});

test('make end-sessions: every browser is signed out and none is trusted, and the owner signs in again with the password', async () => {
  const owner = await signedInOwner();
  expect((await owner.api.get('/api/auth/session')).status()).toBe(200);

  const printed = await ownerRuns('end-sessions');

  expect(printed).toContain('Every session has ended and every trusted device is forgotten');
  expect((await owner.api.get('/api/auth/session')).status()).toBe(401);
  expect(await storedFiles('SELECT count(*) FROM session')).toBe('0');
  expect(await storedFiles('SELECT count(*) FROM trusted_device')).toBe('0');
  expect((await owner.api.post('/api/auth/login', { data: OWNER })).status()).toBe(204);
  await owner.api.dispose();
});
