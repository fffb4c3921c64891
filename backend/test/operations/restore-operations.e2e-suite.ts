import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { make, restored, script, serverFolder, sqlAround } from './operations-harness';

// make restore, from a file or the off-site repository, as the owner runs it (operations-harness.ts).

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

  it('says nothing was changed when the snapshot cannot be fetched', () => {
    const run = make(serverFolder(), ['restore', 'FROM=offsite'], 'fetch.sh');

    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Nothing was changed.');
    expect(run.calls.at(-1)).toBe('compose run backup fetch.sh latest (failed)');
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
