import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEFAULT_PORTFOLIO, pickPortfolio, PORTFOLIO, VERSION, withoutOptionalFields } from '@portfolio/contract';
import { freePort, waitForUrl } from '@portfolio/stack/processes';
import { compose, copyCheckoutInto, make, releaseCopy, setEnv, waitForHealthy } from '../stack/docker.mjs';
import { unavailableWhile } from './availability';

// An owner's server across releases, on a real Docker engine: the last release deployed and
// filled with content, then `git pull` and `make upgrade` to this checkout; that release's backup
// restored here; `make rollback`; and an upgrade to a build whose API cannot start, which puts
// the previous version back by itself.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const REPO = join(import.meta.dirname, '..', '..');
const RESUME = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'resume.pdf'));
const LAST_RELEASE = readFileSync(join(REPO, 'releases.txt'), 'utf8')
  .split('\n')
  .filter((line) => /^[0-9a-f]{7,40}$/.test(line.trim()))
  .at(-1)!;

const run = promisify(execFile);

let dir: string;
let baseUrl: string;
let project: string;
let credentials: { username: string; password: string };
/** The owner's browser: its session cookie is kept from the first release on. */
let owner: APIRequestContext;
let releaseBackup: string;

/** `make` in the server's folder, with its output and exit status; never throws. */
async function ownerMakes(target: string, env: Record<string, string> = {}) {
  const result = await run('make', ['--no-print-directory', target], {
    cwd: dir,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
  );
  return result;
}

/** How many of a build's steps Docker's cache answered: the images of this checkout are made once. */
function buildSteps(output: string) {
  const steps = output.match(/^Step \d+\/\d+ :/gm)?.length ?? 0;
  return `${output.match(/^ ---> Using cache$/gm)?.length ?? 0} of ${steps} build steps from the cache`;
}

/** `make restore FILE=…` in the server's folder. */
const restore = (file: string) => run('make', ['--no-print-directory', 'restore', `FILE=${file}`], { cwd: dir });

/** What `git pull` does to the server's folder: this checkout's files, with .env and backups kept. */
function pullThisCheckout() {
  execFileSync('find', [
    dir,
    '-mindepth',
    '1',
    '-maxdepth',
    '1',
    '!',
    '-name',
    '.env',
    '!',
    '-name',
    'backups',
    '-exec',
    'rm',
    '-rf',
    '{}',
    '+',
  ]);
  copyCheckoutInto(dir);
}

/** The document a visitor reads, and the release that answers health. */
async function site() {
  const visitor = await request.newContext({ baseURL: baseUrl });
  const document = (await (await visitor.get('/api/portfolio')).json()) as {
    personalInfo: { name: string; resume?: string };
  };
  const health = (await (await visitor.get('/api/health')).json()) as {
    version?: string;
    migrations?: { pending: string[] };
  };
  await visitor.dispose();
  return { name: document.personalInfo.name, resume: document.personalInfo.resume, health };
}

/** A document of the specification's fields only (no field added since): the shape every release accepts. */
function specificationShaped(name: string) {
  const document = withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO);
  return { ...document, personalInfo: { ...document.personalInfo, name } };
}

/** The owner saves, from their browser, a document named `name` (with a resume, if given). */
async function save(name: string, resume?: string, browser = owner) {
  const document = specificationShaped(name);
  const current = await browser.get('/api/portfolio');
  const response = await browser.put('/api/portfolio', {
    data: resume ? { ...document, personalInfo: { ...document.personalInfo, resume } } : document,
    headers: { 'If-Match': current.headers().etag ?? '*' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async () => {
  // Building a release from nothing takes minutes on a small machine.
  test.setTimeout(900_000);
  dir = releaseCopy(LAST_RELEASE);
  const printed = make(dir, ['env']);
  credentials = {
    username: /username: (\S+)/.exec(printed)![1]!,
    password: /password: (\S+)/.exec(printed)![1]!,
  };
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  project = `portfolio-upgrade-${port}`;
  setEnv(dir, { HTTP_PORT: `127.0.0.1:${port}`, COMPOSE_PROJECT_NAME: project, SITE_URL: baseUrl });
  make(dir, ['up']);
  await waitForUrl(`${baseUrl}/api/health`, { timeoutMs: 180_000 });
  owner = await request.newContext({ baseURL: baseUrl });
  expect((await owner.post('/api/auth/login', { data: credentials })).status()).toBe(204);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await owner?.dispose();
  compose(dir, ['down', '--volumes', '--remove-orphans']);
  for (const service of ['backend', 'nginx'])
    for (const tag of ['latest', 'rollback'])
      await run('docker', ['image', 'rm', '-f', `${project}-${service}:${tag}`]).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

test(`the last release (${LAST_RELEASE.slice(0, 7)}) upgrades with make upgrade: content and session carry over`, async () => {
  await save('Made on the last release');
  const backup = await ownerMakes('backup');
  releaseBackup = /Wrote (\S+)/.exec(backup.output)![1]!;

  pullThisCheckout();
  // A setting this release requires, missing from .env (as SITE_URL was from releases before it
  // was required): named, and nothing changes.
  const env = join(dir, '.env');
  writeFileSync(env, readFileSync(env, 'utf8').replace(/^SITE_URL=.*$\n?/m, ''));
  const refused = await ownerMakes('upgrade');
  expect(refused.ok).toBe(false);
  expect(refused.output).toMatch(/needs these settings[^\n]*\n\s+SITE_URL/);
  expect((await site()).name).toBe('Made on the last release');

  setEnv(dir, { SITE_URL: baseUrl });
  let upgrade!: { ok: boolean; output: string };
  const unavailable = await unavailableWhile(baseUrl, async () => (upgrade = await ownerMakes('upgrade')));
  console.log(
    `make upgrade: ${upgrade.output.match(/answered after \d+ s/)?.[0]}, ${buildSteps(upgrade.output)}; ` +
      `the site answered something other than 200 for at most ${unavailable.longest.toFixed(1)} s in a row (${unavailable.polls} polls of / and /api/portfolio)`,
  );
  expect(upgrade.ok, upgrade.output).toBe(true);
  await waitForHealthy(dir);

  await expect.poll(async () => (await site()).name).toBe('Made on the last release');
  const now = await site();
  expect(now.health).toMatchObject({ version: VERSION, migrations: { pending: [], unknown: [] } });
  expect((await owner.get('/api/auth/session')).status()).toBe(200);
  expect(unavailable.longest).toBeLessThan(10);
  // Fields this release added (hidden items, featured projects, the site's theme) read as empty:
  // the page looks as it did.
  expect(await (await owner.get('/api/portfolio')).json()).toEqual(
    pickPortfolio(specificationShaped('Made on the last release')),
  );
});

test("the last release's backup restores on this one, and migrates forward", async () => {
  await save('Made on this release');
  await expect.poll(async () => (await site()).name).toBe('Made on this release');

  await restore(releaseBackup);

  await expect.poll(async () => (await site()).name).toBe('Made on the last release');
  expect(await (await owner.get('/api/portfolio')).json()).toEqual(
    pickPortfolio(specificationShaped('Made on the last release')),
  );
  const restored = await site();
  expect(restored.health).toMatchObject({ version: VERSION, migrations: { pending: [], unknown: [] } });
  // A restore ends every session: the owner signs in again, in another browser here, so that
  // the rollback below is seen to leave the first one's session ended, as it is now.
  expect((await owner.get('/api/auth/session')).status()).toBe(401);
  const again = await request.newContext({ baseURL: baseUrl });
  expect((await again.post('/api/auth/login', { data: credentials })).status()).toBe(204);
  await save('Saved after the restore', undefined, again);
  expect((await again.get('/api/portfolio/revisions')).status()).toBe(200);
  await again.dispose();
});

test('make rollback puts back the last release and the data from before the upgrade', async () => {
  const rollback = await ownerMakes('rollback');
  expect(rollback.ok, rollback.output).toBe(true);
  await waitForHealthy(dir);

  await expect.poll(async () => (await site()).name).toBe('Made on the last release');
  const back = await site();
  expect(back.health.version).not.toBe(VERSION);
  // The backup held the first browser's session, which the restore ended since: it stays ended.
  expect(rollback.output).toContain('Every session was ended: sign in again.');
  expect((await owner.get('/api/auth/session')).status()).toBe(401);
  await owner.dispose();
  owner = await request.newContext({ baseURL: baseUrl });
  expect((await owner.post('/api/auth/login', { data: credentials })).status()).toBe(204);
});

test('an upgrade whose API cannot start is rolled back by itself, with uploads, history and two-step sign-in intact', async () => {
  expect((await ownerMakes('upgrade')).ok).toBe(true);
  await waitForHealthy(dir);
  const upload = await owner.post('/api/media', {
    multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: RESUME } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await save('Before the broken upgrade, draft');
  await save('Before the broken upgrade', url);
  const { password } = credentials;
  const { secret } = (await (await owner.post('/api/auth/second-factor/setup', { data: { password } })).json()) as {
    secret: string;
  };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await owner.post('/api/auth/second-factor/confirm', { data: { code, password } })).status()).toBe(200);
  const revisions = await (await owner.get('/api/portfolio/revisions')).json();

  // A build of this checkout whose API exits at once. Its Dockerfile is written beside the
  // sources rather than over backend/Dockerfile, which `COPY backend` copies: there, every step
  // from that copy on (the builds, the production install) was made again, minutes on a small
  // machine; here, only the last step differs from the image just upgraded to.
  const exitsAtOnce = 'api-that-exits.Dockerfile';
  writeFileSync(
    join(dir, exitsAtOnce),
    readFileSync(join(dir, 'backend', 'Dockerfile'), 'utf8').replace(
      /^CMD .*$/m,
      'CMD ["node", "-e", "process.exit(1)"]',
    ),
  );
  const composeFile = join(dir, 'docker-compose.yml');
  const composed = readFileSync(composeFile, 'utf8');
  expect(composed).toContain('dockerfile: backend/Dockerfile');
  writeFileSync(composeFile, composed.replace('dockerfile: backend/Dockerfile', `dockerfile: ${exitsAtOnce}`));
  const broken = await ownerMakes('upgrade', { UPGRADE_HEALTH_SECONDS: '30' });
  console.log(`the broken upgrade: ${buildSteps(broken.output)}`);
  expect(broken.ok).toBe(false);
  expect(broken.output).toContain('The upgrade was rolled back');
  await waitForHealthy(dir);

  await expect.poll(async () => (await site()).name).toBe('Before the broken upgrade');
  const after = await site();
  expect(after.health.version).toBe(VERSION);
  // Every session ended with the rollback: the owner signs in again, with the authenticator's
  // next code (this one's step is spent).
  expect((await owner.get('/api/auth/session')).status()).toBe(401);
  const next = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });
  expect((await owner.post('/api/auth/login', { data: { ...credentials, code: next } })).status()).toBe(204);
  expect(await (await owner.get(after.resume!)).body()).toEqual(RESUME);
  expect(await (await owner.get('/api/portfolio/revisions')).json()).toEqual(revisions);
  expect(await (await owner.get('/api/auth/second-factor')).json()).toMatchObject({ enabled: true });
});
