import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The owner's operations (make restore, env, upgrade, rollback) as the owner runs them, in a copy
// of the server's folder, against test/fake-docker.sh in place of Docker: it answers as a running
// stack would, notes each call, and fails the ones a test names. What the calls do to a real
// stack, make e2e-docker shows.
const REPO = resolve(__dirname, '../..');

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A server's folder before make env: the Makefile and scripts, and `docker` on PATH meaning the stand-in. */
function serverFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-server-'));
  folders.push(dir);
  for (const file of ['Makefile', 'docker-compose.yml', '.env.example'])
    copyFileSync(join(REPO, file), join(dir, file));
  cpSync(join(REPO, 'scripts'), join(dir, 'scripts'), { recursive: true });
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(__dirname, 'fake-docker.sh'), join(dir, 'bin', 'docker'));
  chmodSync(join(dir, 'bin', 'docker'), 0o755);
  mkdirSync(join(dir, 'backups'), { mode: 0o700 });
  return dir;
}

/**
 * `make <args>` in the folder, Docker failing where `fail` (a regular expression) matches its call
 * and the database answering `outcome` to a restore; `env` sets more of fake-docker.sh's settings.
 */
function make(dir: string, args: string[], fail = '', outcome = '', env: Record<string, string> = {}) {
  const run = spawnSync('make', ['--no-print-directory', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
      FAKE_DOCKER_LOG: join(dir, 'docker.log'),
      FAKE_DOCKER_FAIL: fail,
      FAKE_DOCKER_OUTCOME: outcome,
      UPGRADE_HEALTH_SECONDS: '1',
      ...env,
    },
  });
  const log = existsSync(join(dir, 'docker.log')) ? readFileSync(join(dir, 'docker.log'), 'utf8') : '';
  // Which Compose there is, asked by the Makefile and the script alike, says nothing of the stack.
  const calls = log.split('\n').filter((call) => call !== '' && call !== 'compose version');
  return { ...run, calls };
}

/** What the database was given to load, if anything. */
const restored = (dir: string) => readFileSync(join(dir, 'docker.log.restored'), 'utf8');

/** The SQL the database ran before the dump's and after it. */
const sqlAround = (dir: string) => readFileSync(join(dir, 'docker.log.sql'), 'utf8').split('\0').slice(0, -1);

/** A script of scripts/ as the shell reads it, without its last line break. */
const script = (name: string) => readFileSync(join(REPO, 'scripts', name), 'utf8').trimEnd();

/** Whether the operation's last word to the API was to stop it. */
function apiLeftStopped(calls: string[]): boolean {
  const last = (call: string) => calls.lastIndexOf(call);
  return last('compose stop backend') > Math.max(last('compose start backend'), last('compose up -d --no-build'));
}

// A name with a quote, `;`, `$(…)` (the shell's and make's), backticks and spaces, each of which
// ran `touch pwned` when make pasted the name into its recipe.
const HOSTILE = `it's "a" dump; touch pwned; $(touch pwned) \`touch pwned\` $(shell touch pwned).dump`;

describe('make restore', () => {
  it('takes FILE exactly as typed, as one name, and runs no part of it', () => {
    const dir = serverFolder();
    writeFileSync(join(dir, 'backups', HOSTILE), 'the dump the owner chose');

    const run = make(dir, ['restore', `FILE=backups/${HOSTILE}`]);
    const dryRun = make(dir, ['-n', 'restore', `FILE=backups/${HOSTILE}`]);

    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Restored backups/${HOSTILE}.`);
    expect(restored(dir)).toBe('the dump the owner chose');
    expect(run.calls).toEqual(A_RESTORE);
    expect(dryRun.stdout).not.toContain('touch');
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });

  /** A folder holding a dump whose database ran these migrations, as pg_restore prints them. */
  function folderWithDump(...migrations: string[]): string {
    const dir = serverFolder();
    const rows = migrations.map((name, index) => `${index + 1}\t${name.replace(/\D/g, '')}\t${name}\n`);
    const copy = `COPY public.migrations (id, "timestamp", name) FROM stdin;\n${rows.join('')}\\.\n`;
    writeFileSync(join(dir, 'backups', 'some.dump'), copy);
    return dir;
  }

  it('ends every session and keeps the second factor that is on here, and says so', () => {
    const dir = folderWithDump('CreatePortfolio1795314383372');

    const run = make(dir, ['restore', 'FILE=backups/some.dump'], '', 'kept-was-off');

    expect(run.status).toBe(0);
    expect(sqlAround(dir)).toEqual([script('restore-keep-sign-in.sql'), script('restore-sign-in.sql')]);
    expect(run.stdout).toContain('Every session was ended: sign in again.');
    expect(run.stdout).toContain(
      "Two-step sign-in is on here and was off in the backup: kept on, with its recovery codes. SIGN_IN=backup restores the backup's as it is.",
    );
  });

  it("restores the backup's second factor as it is with SIGN_IN=backup, sessions ended all the same", () => {
    const dir = folderWithDump('CreatePortfolio1795314383372');

    const run = make(dir, ['restore', 'FILE=backups/some.dump', 'SIGN_IN=backup']);

    expect(run.status).toBe(0);
    expect(sqlAround(dir)).toEqual(['', script('restore-sign-in.sql')]);
    expect(run.stdout).toContain('Every session was ended: sign in again.');
    expect(run.stdout).not.toContain('Two-step sign-in');
  });

  it('refuses a SIGN_IN it does not know, before it changes anything', () => {
    const run = make(folderWithDump(), ['restore', 'FILE=backups/some.dump', 'SIGN_IN=dump']);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('there is no SIGN_IN=dump. Nothing was changed.');
    expect(run.calls).toEqual([]);
  });

  it('refuses a dump from a newer release before it stops the API, naming what this release does not know', () => {
    const dir = folderWithDump(
      'CreatePortfolio1795314383372',
      'FromANewerRelease1899999999999',
      'AndAnother1899999999998',
    );

    const run = make(dir, ['restore', 'FILE=backups/some.dump']);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      'backups/some.dump is from a newer release than this one (3.2.0): its database ran migrations this release does not know:\n' +
        '  FromANewerRelease1899999999999\n  AndAnother1899999999998\nNothing was changed.',
    );
    expect(run.calls).toEqual(['compose exec db migrations of the dump', 'compose run backend migrations']);
  });

  it('refuses a dump it cannot read before it stops the API', () => {
    const run = make(folderWithDump(), ['restore', 'FILE=backups/some.dump'], 'migrations of the dump');

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The restore failed (above): the database is as it was.');
    expect(run.calls).toEqual(['compose exec db migrations of the dump (failed)']);
  });

  it.each([
    [['FORCE=0'], "FORCE=1 restores a newer release's backup anyway; there is no FORCE=0. Nothing was changed."],
    [['FORCE=yes'], 'there is no FORCE=yes. Nothing was changed.'],
    [['SNAPSHOT=4f2a9c1e'], 'SNAPSHOT names an off-site snapshot: give it with FROM=offsite. Nothing was changed.'],
  ])('refuses %j before it changes anything', (args, message) => {
    const run = make(folderWithDump('CreatePortfolio1795314383372'), ['restore', 'FILE=backups/some.dump', ...args]);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(message);
    expect(run.calls).toEqual([]);
  });

  it("takes FORCE and SIGN_IN from the command line alone, never from the shell's environment", () => {
    const dir = folderWithDump('CreatePortfolio1795314383372', 'FromANewerRelease1899999999999');

    const newer = make(dir, ['restore', 'FILE=backups/some.dump'], '', '', { FORCE: '1', SIGN_IN: 'backup' });
    writeFileSync(
      join(dir, 'backups', 'some.dump'),
      'COPY public.migrations (id, "timestamp", name) FROM stdin;\n\\.\n',
    );
    const kept = make(dir, ['restore', 'FILE=backups/some.dump'], '', '', { SIGN_IN: 'backup' });

    expect(newer.status).not.toBe(0);
    expect(newer.stderr).toContain('Nothing was changed. Restore it on that release or a later one');
    expect(newer.calls).not.toContain('compose exec db pg_restore');
    expect(kept.status).toBe(0);
    expect(sqlAround(dir)).toEqual([script('restore-keep-sign-in.sql'), script('restore-sign-in.sql')]);
  });

  it('restores a dump from a newer release with FORCE=1, and says what it risks', () => {
    const dir = folderWithDump('CreatePortfolio1795314383372', 'FromANewerRelease1899999999999');

    const run = make(dir, ['restore', 'FILE=backups/some.dump', 'FORCE=1']);

    expect(run.status).toBe(0);
    expect(run.stderr).toContain('FORCE=1: restoring it anyway.');
    expect(run.calls).toEqual(A_RESTORE);
  });
});

/** What a whole restore asks of Docker: the dump's migrations and this release's checked first. */
const A_RESTORE = [
  'compose exec db migrations of the dump',
  'compose run backend migrations',
  'compose ps -q backend',
  'compose stop backend',
  'compose exec db pg_restore',
  'compose start backend',
  'compose exec backend health',
];

describe('make restore FROM=offsite', () => {
  it('restores the snapshot the backup service fetched, the latest unless SNAPSHOT names one', () => {
    const dir = serverFolder();

    const latest = make(dir, ['restore', 'FROM=offsite']);
    const named = make(dir, ['restore', 'FROM=offsite', 'SNAPSHOT=4f2a9c1e']);

    expect(latest.status).toBe(0);
    expect(latest.stdout).toContain('Restored backups/offsite-latest-2026-11-26-030000.dump.');
    expect(named.stdout).toContain('Restored backups/offsite-4f2a9c1e-2026-11-26-030000.dump.');
    expect(restored(dir)).toBe('the snapshot 4f2a9c1e\n');
    // The database first (on a new machine nothing runs), then the snapshot, then a restore as any.
    expect(latest.calls.slice(0, 3)).toEqual([
      'compose up -d --no-build db',
      expect.stringMatching(/^compose exec -T db sh -c .*pg_isready/),
      'compose run backup fetch.sh latest',
    ]);
    expect(latest.calls.slice(3)).toEqual(A_RESTORE);
  });

  it('on a new machine leaves the API to make up, and says so', () => {
    const dir = serverFolder();
    const run = make(dir, ['restore', 'FROM=offsite'], '', '', { FAKE_DOCKER_NEW_MACHINE: '1' });

    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Restored backups/offsite-latest-2026-11-26-030000.dump.\nEvery session was ended');
    expect(run.stdout).toMatch(/make up serves it\.\n$/);
    expect(run.calls).not.toContain('compose stop backend');
    expect(run.calls).not.toContain('compose start backend');
  });

  it.each([
    [
      ['FROM=offsite', 'FILE=backups/some.dump'],
      'FILE and FROM=offsite name two backups: give one. Nothing was changed.',
    ],
    [
      ['FROM=elsewhere'],
      'FROM=offsite restores from the off-site repository; there is no FROM=elsewhere. Nothing was changed.',
    ],
    [['FROM=offsite', 'SIGN_IN=dump'], 'there is no SIGN_IN=dump. Nothing was changed.'],
    // A second line would reach restic as an option.
    [['FROM=offsite', 'SNAPSHOT=latest\n--no-lock'], "SNAPSHOT=latest\n--no-lock is not a snapshot's ID"],
    [['FROM=offsite', 'SNAPSHOT=4f2a9c1e; touch pwned'], "is not a snapshot's ID (make backups lists them) or latest."],
  ])('refuses %j before anything changes', (args, message) => {
    const dir = serverFolder();
    writeFileSync(join(dir, 'backups', 'some.dump'), 'a dump');

    const run = make(dir, ['restore', ...args]);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(message);
    expect(run.calls).toEqual([]);
  });
});

describe('make backup', () => {
  it('has the backup service write the dump, and names it', () => {
    const dir = serverFolder();

    const run = make(dir, ['backup']);

    expect(run.status).toBe(0);
    expect(run.calls).toEqual(['compose run backup backup.sh on-demand']);
    expect(run.stdout).toContain('Wrote backups/portfolio-2026-11-26-030000-3.2.0.dump');
  });

  it('fails when the dump did not reach off-site, though it is written here', () => {
    const dir = serverFolder();
    const run = make(dir, ['backup'], '', '', { FAKE_DOCKER_BACKUP_STATUS: '3' });

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      'The dump is in backups/portfolio-2026-11-26-030000-3.2.0.dump, but it did not reach off-site (above).',
    );
    expect(existsSync(join(dir, 'backups', 'portfolio-2026-11-26-030000-3.2.0.dump'))).toBe(true);
  });
});

describe('make publish', () => {
  const PUBLISHED =
    '{"last":"2026-11-26T05:00:00.000Z","ok":true,"error":null,"moved":{"files":4,"bytes":61185,"ms":980}}';

  it('asks the running API to publish, and prints how that publish went once it has ended', () => {
    const dir = serverFolder();
    writeFileSync(join(dir, '.env'), 'PUBLISH_TO=/srv/site\n');

    const run = make(dir, ['publish'], '', '', { FAKE_DOCKER_PUBLISHED: PUBLISHED });

    expect(run.status).toBe(0);
    expect(run.calls).toEqual([
      'compose exec backend publish status',
      'compose kill -s SIGUSR2 backend',
      'compose exec backend publish status',
    ]);
    expect(run.stdout).toContain(`${PUBLISHED}\nPublished.`);
  });

  it('fails with the reason when the publish failed, and says the site is published nowhere without PUBLISH_TO', () => {
    const dir = serverFolder();
    writeFileSync(join(dir, '.env'), 'PUBLISH_TO=/srv/site\n');
    const failed = '{"last":null,"ok":false,"error":"The target did not answer.","moved":null}';

    const run = make(dir, ['publish'], '', '', { FAKE_DOCKER_PUBLISHED: failed });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(failed);
    expect(run.stderr).toContain('The publish failed (above); it is tried again by itself, later and later.');

    writeFileSync(join(dir, '.env'), 'SITE_URL=https://example.com\n');
    const nowhere = make(dir, ['publish']);
    expect(nowhere.status).not.toBe(0);
    expect(nowhere.stderr).toContain('PUBLISH_TO is not set in .env');
  });
});

describe('make env', () => {
  it('takes SITE_URL exactly as typed, and runs no part of it', () => {
    const dir = serverFolder();
    const siteUrl = `https://jordan.example" ; touch pwned ; "$(shell touch pwned)`;

    const run = make(dir, ['env', `SITE_URL=${siteUrl}`]);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(
      `SITE_URL must be the address visitors use, such as https://example.com (not ${siteUrl}).`,
    );
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });
});

/** What a whole rollback asks of Docker: the images checked, the data put back, then the images. */
const A_ROLLBACK = [
  'image inspect portfolio-backend:rollback',
  'image inspect portfolio-nginx:rollback',
  'compose stop backend',
  'compose exec db pg_restore',
  'tag portfolio-backend:rollback portfolio-backend:latest',
  'tag portfolio-nginx:rollback portfolio-nginx:latest',
  'compose up -d --no-build',
  'compose exec backend health',
];

describe('make rollback', () => {
  /** A folder that make upgrade left: the backup from before it, and the images noted. */
  function upgradedFolder(): string {
    const dir = serverFolder();
    writeFileSync(join(dir, 'backups', 'before.dump'), 'the data from before the upgrade');
    writeFileSync(
      join(dir, 'backups', 'rollback.env'),
      'BACKUP=backups/before.dump\nIMAGES=portfolio-backend\\ portfolio-nginx\n',
    );
    return dir;
  }

  it('puts the data back, then the images, then starts the previous version', () => {
    const dir = upgradedFolder();

    const run = make(dir, ['rollback']);

    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Rolled back to the images and the data of backups/before.dump.');
    expect(restored(dir)).toBe('the data from before the upgrade');
    expect(run.calls).toEqual(A_ROLLBACK);
  });

  it("keeps this server's sign-in as it is now, or the backup's as it is with SIGN_IN=backup", () => {
    const dir = upgradedFolder();

    const kept = make(dir, ['rollback'], '', 'kept');
    expect(kept.status).toBe(0);
    expect(sqlAround(dir)).toEqual([script('restore-keep-sign-in.sql'), script('restore-sign-in.sql')]);
    expect(kept.stdout).toContain('Every session was ended: sign in again.\nTwo-step sign-in: kept this server');

    const asBackedUp = make(dir, ['rollback', 'SIGN_IN=backup']);
    expect(asBackedUp.status).toBe(0);
    expect(sqlAround(dir)).toEqual(['', script('restore-sign-in.sql')]);

    const refused = make(dir, ['rollback', 'SIGN_IN=dump']);
    expect(refused.stderr).toContain('there is no SIGN_IN=dump. Nothing was changed.');
    expect(refused.calls.slice(asBackedUp.calls.length)).toEqual([]);
  });

  it('changes nothing when an image it needs is gone', () => {
    const dir = upgradedFolder();

    const run = make(dir, ['rollback'], 'image inspect portfolio-nginx');

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The image portfolio-nginx:rollback is gone (above): nothing was changed.');
    expect(run.calls.filter((call) => !call.startsWith('image inspect'))).toEqual([]);
  });

  it.each([
    ['the API cannot be stopped', 'compose stop backend', 'The API could not be stopped (above): nothing was changed.'],
    ['the database cannot be put back', 'pg_restore', 'The database could not be put back (above): it is as it was.'],
    [
      'an image cannot be tagged',
      '^tag portfolio-nginx',
      'The previous images could not be put back (above), though the data of backups/before.dump is.',
    ],
    ['the previous version cannot be started', '^compose up', 'The previous version could not be started (above).'],
  ])('that stops part way (%s) starts the API again and says so', (_, fail, reason) => {
    const dir = upgradedFolder();

    const run = make(dir, ['rollback'], fail);

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`${reason}\nThe API is started again. make rollback tries once more`);
    expect(run.calls.at(-1)).toBe('compose start backend');
    expect(apiLeftStopped(run.calls)).toBe(false);
  });

  it('whose database cannot be put back leaves the images as they were', () => {
    const run = make(upgradedFolder(), ['rollback'], 'pg_restore');

    expect(run.calls.filter((call) => call.startsWith('tag '))).toEqual([]);
  });

  it('leaves the previous version running when it does not become healthy, and says so', () => {
    const run = make(upgradedFolder(), ['rollback'], 'health');

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The previous version is not healthy either: make logs');
    expect(run.calls).toContain('compose up -d --no-build');
    expect(apiLeftStopped(run.calls)).toBe(false);
  });
});

describe('make upgrade', () => {
  it('puts the previous version back when the new API cannot be started', () => {
    const dir = serverFolder();
    writeFileSync(join(dir, '.env'), 'POSTGRES_PASSWORD=secret\nSITE_URL=https://jordan.example\n');

    const run = make(dir, ['upgrade'], 'compose up -d --no-build --no-deps backend');

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The upgrade was rolled back');
    const backup = /Wrote (\S+)/.exec(run.stdout)![1]!;
    expect(restored(dir)).toBe(readFileSync(join(dir, backup), 'utf8'));
    expect(run.calls.slice(run.calls.indexOf('compose up -d --no-build --no-deps backend (failed)'))).toEqual([
      'compose up -d --no-build --no-deps backend (failed)',
      'compose logs --no-color --tail=20 backend',
      ...A_ROLLBACK,
    ]);
  });
});
