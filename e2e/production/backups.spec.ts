import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { setEnv } from '../stack/docker.mjs';
import { signIn } from '../tests/support';
import { startSftpServer, type SftpServer } from './sftp-server';
import { composeRuns, container, dockerState, ownerRuns, signedInOwner, visitor, withName } from './support';

// The backup service of the production stack, on a real Docker engine, with an SFTP server as
// the off-site repository: the nightly schedule, retention here and there, and failures the owner
// is told of.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const RESUME = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'resume.pdf'));
const BODY = 'A post whose words the off-site repository must never show in the clear.';

let sftp: SftpServer;
let repository: string;
const dir = () => dockerState().composeDir;
const backupsHere = (folder = 'backups') =>
  existsSync(join(dir(), folder)) ? readdirSync(join(dir(), folder)).filter((name) => name.endsWith('.dump')) : [];

interface BackupHealth {
  last: string | null;
  offsite: boolean | null;
  error: string | null;
}

async function backupHealth(): Promise<BackupHealth> {
  const api = await visitor();
  const health = (await (await api.get('/api/health')).json()) as { backup: BackupHealth };
  await api.dispose();
  return health.backup;
}

/** The backup service started again with the settings .env now holds. */
async function restartBackupService(settings: Record<string, string>) {
  setEnv(dir(), settings);
  await composeRuns('up', '-d', '--no-build', 'backup');
}

/** `make backup`: what it printed, and whether it failed. */
const makeBackup = () =>
  ownerRuns('backup').then(
    (output) => ({ ok: true, output }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, output: error.stdout + error.stderr }),
  );

test.beforeAll(async () => {
  sftp = await startSftpServer();
  sftp.handKeyTo(dir());
  repository = sftp.repository('portfolio');
});

test.afterAll(async () => {
  // The other tests' make backup stays on this server, as before.
  await restartBackupService({ BACKUP_REPOSITORY: '', BACKUP_AT: '03:00', BACKUP_TIMEZONE: 'UTC' });
  sftp.stop();
});

test('a nightly backup runs by itself at BACKUP_AT in BACKUP_TIMEZONE, here and off-site, where none of the owner’s words or bytes can be read', async () => {
  const owner = await signedInOwner();
  const upload = await owner.api.post('/api/media', {
    multipart: { file: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: RESUME } },
  });
  expect(upload.status()).toBe(201);
  const document = withName('Ada Off-site Lovelace');
  document.personalInfo.resume = ((await upload.json()) as { url: string }).url;
  const body = await owner.api.put('/api/post-bodies', { data: { markdown: BODY } });
  document.blogs = [{ ...document.blogs[0]!, slug: 'kept-off-site', body: ((await body.json()) as { id: string }).id }];
  expect(await owner.save(document)).toBe(200);
  await owner.api.dispose();
  const before = await backupHealth();

  // The first whole minute at least 30 s from now (time for the service's restart), in Kolkata
  // (UTC+05:30): a time zone whose minutes differ from UTC's.
  const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const kolkata = (date: Date) =>
    date.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });
  await restartBackupService({
    BACKUP_REPOSITORY: repository,
    BACKUP_AT: kolkata(at),
    BACKUP_TIMEZONE: 'Asia/Kolkata',
  });

  await expect
    .poll(async () => (await backupHealth()).last, { timeout: 240_000, intervals: [2000] })
    .not.toBe(before.last);
  const after = await backupHealth();
  expect(after).toMatchObject({ offsite: true, error: null });
  // Not before its time: the minute it was due, not at the service's start.
  const due = new Date(at);
  due.setUTCSeconds(0, 0);
  expect(Date.parse(after.last!)).toBeGreaterThanOrEqual(due.getTime());
  const [nightly] = backupsHere('backups/nightly').sort().reverse();
  // Named in the owner's time zone: the hour and minute it was due there.
  expect(nightly).toMatch(new RegExp(`^portfolio-\\d{4}-\\d\\d-\\d\\d-${kolkata(at).replace(':', '')}\\d\\d-`));

  // The dump holds the owner's words and the upload; the repository shows neither.
  const restored = execFileSync('docker', ['exec', '-i', container('db'), 'pg_restore', '-f', '-'], {
    input: readFileSync(join(dir(), 'backups', 'nightly', nightly!)),
    encoding: 'latin1',
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(restored).toContain(BODY);
  const stored = sftp.storedFiles();
  expect(stored.length).toBeGreaterThan(3);
  const uploadBytes = RESUME.subarray(RESUME.length / 2, RESUME.length / 2 + 64);
  for (const file of stored) {
    expect(file.includes(BODY)).toBe(false);
    expect(file.includes('Ada Off-site Lovelace')).toBe(false);
    expect(file.includes(uploadBytes)).toBe(false);
  }
});

/** restic commands run in the backup service, on its repository, as its scripts run them. */
const resticInTheService = (commands: string) =>
  composeRuns(
    ...['run', '--rm', '--no-deps', '-T', 'backup', 'sh', '-c'],
    `. offsite.sh && offsite_ssh && export RESTIC_REPOSITORY=$BACKUP_REPOSITORY RESTIC_PASSWORD=$BACKUP_PASSWORD && ${commands}`,
  );

/** The off-site snapshots, as restic lists them. */
async function snapshots(): Promise<Array<{ time: string; tags: string[] }>> {
  const listed = await resticInTheService('restic --no-cache snapshots --json');
  return JSON.parse(listed.slice(listed.indexOf('['))) as Array<{ time: string; tags: string[] }>;
}

test('retention: past what the policy keeps, the oldest nightly backups are gone here and off-site; those made on demand stay', async () => {
  await restartBackupService({ BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: '0' });
  const [newest, ...others] = backupsHere('backups/nightly').sort().reverse();
  // The nightly test's dump stands for today alone. The service's first start backed up at once,
  // in UTC: another day than Kolkata's between 18:30 and midnight UTC, which the policy keeps.
  for (const other of others) rmSync(join(dir(), 'backups', 'nightly', other));
  const onDemand = backupsHere();
  // Three earlier nights, here and off-site, as if the service had run then.
  const nights = ['2026-01-10', '2026-01-11', '2026-01-12'];
  for (const night of nights)
    copyFileSync(
      join(dir(), 'backups', 'nightly', newest!),
      join(dir(), 'backups', 'nightly', `portfolio-${night}-030000-3.2.0.dump`),
    );
  await resticInTheService(
    `for night in ${nights.join(' ')}; do restic --no-cache backup --host portfolio --tag nightly --time "$night 03:00:00" --stdin --stdin-filename portfolio.dump < /backups/nightly/${newest}; done`,
  );
  expect((await snapshots()).filter((snapshot) => snapshot.tags.includes('nightly')).length).toBeGreaterThanOrEqual(4);

  // A nightly run, as the schedule starts it.
  await composeRuns('run', '--rm', '--no-deps', '-T', 'backup', 'backup.sh', 'nightly');

  const kept = backupsHere('backups/nightly').sort();
  expect(kept).toHaveLength(2);
  expect(kept[0]).toBe('portfolio-2026-01-12-030000-3.2.0.dump');
  const offsite = (await snapshots()).filter((snapshot) => snapshot.tags.includes('nightly'));
  expect(offsite.map((snapshot) => snapshot.time.slice(0, 10)).sort()).toEqual(['2026-01-12', kept[1]!.slice(10, 20)]);
  expect(backupsHere()).toEqual(onDemand);
  const listed = await ownerRuns('backups');
  expect(listed).toContain(`backups/nightly/${kept[1]}`);
  expect(listed).toMatch(/Off-site \(BACKUP_REPOSITORY\):[\s\S]*nightly,release=/);
});

/** The admin's word for a failed backup, as the owner sees it on signing in. */
async function adminAlert(page: Page): Promise<string> {
  await page.goto(`${dockerState().baseUrl}/admin`);
  await signIn(page);
  return (
    (await page
      .getByRole('alert')
      .filter({ hasText: /backup/i })
      .first()
      .textContent()) ?? ''
  );
}

const FAILURES: Array<{ name: string; settings: Record<string, string>; says: string }> = [
  {
    name: 'a wrong BACKUP_PASSWORD',
    settings: { BACKUP_PASSWORD: 'not-the-password-it-was-made-with' },
    says: 'BACKUP_PASSWORD does not open the off-site repository',
  },
  {
    name: 'an unreachable repository',
    settings: { BACKUP_REPOSITORY: 'sftp://backup@192.0.2.1:22//nowhere' },
    says: 'The off-site repository could not be reached',
  },
];

for (const failure of FAILURES) {
  test(`${failure.name}: make backup says so, health and the admin too, nothing here is lost, and the next good run recovers`, async ({
    page,
  }) => {
    const password = /^BACKUP_PASSWORD=(.*)$/m.exec(readFileSync(join(dir(), '.env'), 'utf8'))![1]!;
    const here = backupsHere();
    setEnv(dir(), failure.settings);

    const failed = await makeBackup();

    expect(failed.ok).toBe(false);
    expect(failed.output).toContain(failure.says);
    expect(failed.output).not.toContain(password);
    expect(failed.output).not.toContain(repository);
    const health = await backupHealth();
    expect(health.offsite).toBe(false);
    expect(health.error).toContain(failure.says);
    // Health is public: it names no host, path or secret of the repository.
    expect(health.error).not.toMatch(/sftp|192\.0\.2|nowhere|portfolio-sftp/);
    expect(await adminAlert(page)).toContain(failure.says);
    expect(backupsHere()).toEqual(expect.arrayContaining(here));
    expect(backupsHere()).toHaveLength(here.length + 1);

    setEnv(dir(), { BACKUP_PASSWORD: password, BACKUP_REPOSITORY: repository });
    const recovered = await makeBackup();
    expect(recovered.ok).toBe(true);
    expect(await backupHealth()).toMatchObject({ offsite: true, error: null });
  });
}

test('a full disk: the dump is not written, make backup and health say why, and no dump is removed', async () => {
  const here = backupsHere();
  const backups = join(dir(), 'backups');
  // A disk with room for the key and little more (three pages): mounted over backups/, which keeps
  // what it hid.
  execFileSync('sh', [
    '-c',
    `cp -a '${backups}/ssh' /tmp/portfolio-full-ssh && mount -t tmpfs -o size=12k,mode=700 tmpfs '${backups}' && cp -a /tmp/portfolio-full-ssh '${backups}/ssh' && rm -rf /tmp/portfolio-full-ssh`,
  ]);
  let failed: { ok: boolean; output: string };
  try {
    failed = await makeBackup();
  } finally {
    execFileSync('umount', [backups]);
  }

  expect(failed.ok).toBe(false);
  expect(failed.output).toContain('The dump could not be written (No space left on device); nothing was removed.');
  expect(failed.output).toContain('No space left on device');
  expect((await backupHealth()).error).toContain('No space left on device');
  expect(backupsHere()).toEqual(here);

  expect((await makeBackup()).ok).toBe(true);
  expect((await backupHealth()).error).toBeNull();
});
