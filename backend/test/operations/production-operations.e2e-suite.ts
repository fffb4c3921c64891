import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { make, restored, script, serverFolder, sqlAround } from './operations-harness';

// make backup, publish, env, rollback and upgrade as the owner runs them (operations-harness.ts).

/** Whether the operation's last word to the API was to stop it. */
function apiLeftStopped(calls: string[]): boolean {
  const last = (call: string) => calls.lastIndexOf(call);
  return last('compose stop backend') > Math.max(last('compose start backend'), last('compose up -d --no-build'));
}

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
