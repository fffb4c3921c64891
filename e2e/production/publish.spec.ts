import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { setEnv } from '../stack/docker.mjs';
import { startSftpServer, type SftpServer } from './sftp-server';
import { composeRuns, dockerState, ownerRuns, signedInOwner, visitor, withName } from './support';

// The production stack publishing its site to a server by SFTP, set up as the README says (the key
// and the server's host key in publish/, one PUBLISH_TO line): the image's own rclone sends it at
// start, after a save, and on make publish.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PUBLIC_URL = 'https://static.example';

let sftp: SftpServer;
let site: string;
const dir = () => dockerState().composeDir;
const published = (file: string) => (existsSync(join(site, file)) ? readFileSync(join(site, file), 'utf8') : '');

interface PublishHealth {
  last: string | null;
  ok: boolean | null;
  error: string | null;
}

async function publishHealth(): Promise<PublishHealth | undefined> {
  const api = await visitor();
  const answer = await api.get('/api/health');
  const health = answer.ok() ? ((await answer.json()) as { publish: PublishHealth }).publish : undefined;
  await api.dispose();
  return health;
}

/** How the last publish went, once one has ended well at `since` (ms since the epoch) or later. */
async function publishedSince(since: number): Promise<PublishHealth | undefined> {
  const health = await publishHealth();
  return health?.ok === true && Date.parse(health.last!) >= since ? health : undefined;
}

/** The backend started again with the settings .env now holds, and answering. */
async function restartBackend(settings: Record<string, string>) {
  setEnv(dir(), settings);
  await composeRuns('up', '-d', '--no-build', 'backend');
  await ownerRuns('wait-healthy');
}

test.beforeAll(async () => {
  sftp = await startSftpServer();
  site = join(sftp.root, 'site');
  await restartBackend({ PUBLISH_TO: sftp.publishTarget(dir(), 'site'), PUBLIC_URL });
});

test.afterAll(async () => {
  // The other tests' stack publishes nowhere, as before.
  await restartBackend({ PUBLISH_TO: '', PUBLIC_URL: '' });
  sftp.stop();
});

test('with PUBLISH_TO set to a server by SFTP, the site is there once the API has started, naming PUBLIC_URL', async () => {
  await expect.poll(async () => (await publishHealth())?.ok, { timeout: 90_000 }).toBe(true);

  const files = readdirSync(site);
  expect(files).toEqual(
    expect.arrayContaining(['index.html', '404.html', 'feed.xml', 'sitemap.xml', 'robots.txt', '_headers', 'assets']),
  );
  expect(files.some((file) => file.startsWith('admin') || file === 'api')).toBe(false);
  expect(published('index.html')).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
  expect(published('sitemap.xml')).toContain(`<loc>${PUBLIC_URL}/</loc>`);
  // Every file the home page names is on the server.
  for (const [, path] of published('index.html').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    expect(existsSync(join(site, path!)), path).toBe(true);
  }
});

test('a save is on the SFTP server within seconds, by itself, and make publish sends the site now', async () => {
  const owner = await signedInOwner();
  const saved = Date.now();
  expect(await owner.save(withName('Ada Published Lovelace'))).toBe(200);
  await owner.api.dispose();
  // The page itself, polled: a publish that began before the save can end after it, and its end
  // (health's `last`) then says nothing of the save (seen on a loaded machine).
  await expect.poll(() => published('index.html'), { timeout: 60_000 }).toContain('Ada Published Lovelace');
  await expect.poll(() => publishedSince(saved)).toBeDefined();
  const last = (await publishedSince(saved))!;

  expect(await ownerRuns('publish')).toContain('Published.');
  expect(await publishedSince(Date.parse(last.last!) + 1)).toBeDefined();
});
