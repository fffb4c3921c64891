import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { VERSION } from '@portfolio/contract';
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

/** What a failed make target wrote to standard error ('' when it succeeded). */
const refusalOf = (running: Promise<string>) =>
  running.then(
    () => '',
    (error: { stderr: string }) => error.stderr,
  );

test('make restore of a damaged dump says why and leaves the database as it was', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('Before a damaged restore'))).toBe(200);
  await owner.api.dispose();
  const file = /Wrote (\S+)/.exec(await ownerRuns('backup'))![1]!;
  const whole = readFileSync(join(dockerState().composeDir, file));
  writeFileSync(join(dockerState().composeDir, 'backups', 'damaged.dump'), whole.subarray(0, whole.length / 2));

  const refused = await refusalOf(ownerRuns('restore', 'FILE=backups/damaged.dump'));

  expect(refused).toContain('The restore failed (above): the database is as it was.');
  await ownerRuns('wait-healthy');
  expect((await nameOn()).name).toBe('Before a damaged restore');
});

/** The owner turns two-step sign-in on, as the admin's Security page does. */
async function turnOnSecondFactor(api: APIRequestContext): Promise<void> {
  const { password } = OWNER;
  const setup = await api.post('/api/auth/second-factor/setup', { data: { password } });
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await api.post('/api/auth/second-factor/confirm', { data: { code, password } })).status()).toBe(200);
}

/** Whether the owner, with the password alone, is signed in (true) or asked for a second factor. */
async function passwordAloneSignsIn(): Promise<boolean> {
  const stranger = await visitor();
  const answer = await stranger.post('/api/auth/login', { data: OWNER });
  await stranger.dispose();
  expect([204, 401]).toContain(answer.status());
  return answer.status() === 204;
}

test('make restore ends every session: one signed out after the backup stays signed out', async () => {
  const signedOut = await signedInOwner();
  const other = await signedInOwner();
  const file = /Wrote (\S+)/.exec(await ownerRuns('backup'))![1]!;
  expect((await signedOut.api.post('/api/auth/logout', { data: {} })).status()).toBe(204);
  expect((await signedOut.api.get('/api/auth/session')).status()).toBe(401);

  const printed = await ownerRuns('restore', `FILE=${file}`);

  expect((await signedOut.api.get('/api/auth/session')).status()).toBe(401);
  expect((await other.api.get('/api/auth/session')).status()).toBe(401);
  expect(printed).toContain('Every session was ended: sign in again.');
  await Promise.all([signedOut.api.dispose(), other.api.dispose()]);
  const again = await signedInOwner();
  expect((await again.api.get('/api/auth/session')).status()).toBe(200);
  await again.api.dispose();
});

test('make restore keeps two-step sign-in turned on after the backup, and says so; SIGN_IN=backup restores the backup as it is', async () => {
  expect(await passwordAloneSignsIn()).toBe(true);
  const file = /Wrote (\S+)/.exec(await ownerRuns('backup'))![1]!;
  const owner = await signedInOwner();
  await turnOnSecondFactor(owner.api);
  await owner.api.dispose();
  expect(await passwordAloneSignsIn()).toBe(false);

  const kept = await ownerRuns('restore', `FILE=${file}`);

  expect(await passwordAloneSignsIn()).toBe(false);
  expect(kept).toContain('Two-step sign-in is on here and was off in the backup: kept on, with its recovery codes.');

  const asBackedUp = await ownerRuns('restore', `FILE=${file}`, 'SIGN_IN=backup');

  expect(asBackedUp).not.toContain('Two-step sign-in');
  expect(await passwordAloneSignsIn()).toBe(true);
});

test('make restore refuses a dump from a newer release before it changes anything, naming what it does not know; FORCE=1 restores it', async () => {
  const owner = await signedInOwner();
  expect(await owner.save(withName('In a newer release'))).toBe(200);
  await owner.api.dispose();
  // What a newer release's dump holds: a migration this release does not have.
  const future = 'FromANewerRelease1899999999999';
  await storedFiles(`INSERT INTO migrations (timestamp, name) VALUES (1899999999999, '${future}')`);
  const file = /Wrote (\S+)/.exec(await ownerRuns('backup'))![1]!;
  await storedFiles(`DELETE FROM migrations WHERE name = '${future}'`);
  const current = await signedInOwner();
  expect(await current.save(withName('On this release'))).toBe(200);

  const seen = await statusesWhile(['/api/health'], async () => {
    const refused = await refusalOf(ownerRuns('restore', `FILE=${file}`));
    expect(refused).toContain(`newer release than this one (${VERSION})`);
    expect(refused).toContain(future);
    expect(refused).toContain('Nothing was changed');
  });

  expect(new Set(seen.get('/api/health'))).toEqual(new Set([200]));
  expect((await current.api.get('/api/auth/session')).status()).toBe(200);
  await current.api.dispose();
  expect((await nameOn()).name).toBe('On this release');

  await ownerRuns('restore', `FILE=${file}`, 'FORCE=1');

  await expect.poll(async () => (await nameOn()).name).toBe('In a newer release');
  const api = await visitor();
  const health = (await (await api.get('/api/health')).json()) as { migrations: { unknown: string[] } };
  await api.dispose();
  expect(health.migrations.unknown).toEqual([future]);
  await storedFiles(`DELETE FROM migrations WHERE name = '${future}'`);
});

test('every service has a memory ceiling, and together they leave room on a 1 GB server', async () => {
  const ceilings = (['db', 'backend', 'nginx', 'backup'] as const).map((service) =>
    Number(
      execFileSync('docker', ['inspect', '--format', '{{.HostConfig.Memory}}', container(service)], {
        encoding: 'utf8',
      }),
    ),
  );

  for (const bytes of ceilings) expect(bytes).toBeGreaterThan(0);
  expect(ceilings.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(960 * 1024 * 1024);
});

/** One statement run by psql in the database container; what it printed, unadorned. */
async function storedFiles(sql: string): Promise<string> {
  const psql = `psql -U "$POSTGRES_USER" -d "$POSTGRES_DB" -tAc "${sql}"`;
  return (await composeRuns('exec', '-T', 'db', 'sh', '-c', psql)).trim().split('\n').at(-1)!;
}

test('make reset-2fa: an owner who lost the phone and the recovery codes signs in with the password alone', async () => {
  const owner = await signedInOwner();
  await turnOnSecondFactor(owner.api);
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
