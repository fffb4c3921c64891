import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

// The backup service's rules, run as its container runs them (POSIX sh and awk): which nightly
// dumps the retention policy lets go, and which settings it refuses. What the service does with
// them on a real stack, make e2e-docker shows.
const BACKUP = resolve(__dirname, '../../../backup');

/** The names retention.awk removes from these, newest first, with the policy given. */
function removed(names: string[], daily: number, weekly: number, monthly: number): string[] {
  const policy = ['-v', `daily=${daily}`, '-v', `weekly=${weekly}`, '-v', `monthly=${monthly}`];
  const output = execFileSync('awk', [...policy, '-f', join(BACKUP, 'retention.awk')], {
    input: names.map((name) => `${name}\n`).join(''),
    encoding: 'utf8',
  });
  return output.split('\n').filter((line) => line !== '');
}

/** A nightly dump's name, as backup.sh writes it. */
const dump = (day: string, time = '030000') => `portfolio-${day}-${time}-3.2.0.dump`;

/** One dump a night for `nights` nights up to and including `last`, newest first. */
function nightly(last: string, nights: number): string[] {
  const day = new Date(`${last}T00:00:00Z`);
  return Array.from({ length: nights }, (_, back) =>
    dump(new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10)),
  );
}

describe('retention of the nightly dumps', () => {
  it('keeps 7 daily, 4 weekly (Monday to Sunday) and 6 monthly of a year of nights', () => {
    const names = nightly('2026-11-26', 400);

    const gone = removed(names, 7, 4, 6);

    const kept = names.filter((name) => !gone.includes(name));

    // 2026-11-26 is a Thursday: its week began on Monday the 23rd.
    expect(kept).toEqual(
      [
        ...['26', '25', '24', '23', '22', '21', '20'].map((day) => `2026-11-${day}`),
        '2026-11-15', // the newest of the week of 9–15 November
        '2026-11-08', // and of 2–8 November
        '2026-10-31',
        '2026-09-30',
        '2026-08-31',
        '2026-07-31',
        '2026-06-30',
      ].map((day) => dump(day)),
    );
  });

  it('keeps the newest of a day, and counts days that have a dump rather than days on the calendar', () => {
    // The server was off from the 10th to the 19th.
    const names = [
      dump('2026-11-21', '150000'),
      dump('2026-11-21', '030000'),
      dump('2026-11-20'),
      dump('2026-11-09'),
      dump('2026-11-08'),
    ];

    expect(removed(names, 3, 0, 0)).toEqual([dump('2026-11-21', '030000'), dump('2026-11-08')]);
  });

  it('never removes what it does not recognise as a nightly dump', () => {
    expect(removed(['the-owners-copy.dump', 'notes.txt', ...nightly('2026-11-26', 3)], 1, 0, 0)).toEqual(
      nightly('2026-11-26', 3).slice(1),
    );
  });
});

describe('the backup settings', () => {
  /** What settings.sh finds wrong with these settings (TZ is BACKUP_TIMEZONE in the container). */
  function problem(settings: Record<string, string>): string {
    return execFileSync('sh', ['-c', '. ./settings.sh && settings_problem'], {
      cwd: BACKUP,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...settings },
    }).trim();
  }

  it('takes the defaults and well-formed values', () => {
    expect(problem({})).toBe('');
    expect(problem({ BACKUP_AT: '23:59', TZ: 'UTC', BACKUP_KEEP_DAILY: '0', BACKUP_KEEP_MONTHLY: '12' })).toBe('');
    expect(
      problem({
        BACKUP_REPOSITORY: 'sftp:backup@host:/srv/portfolio',
        BACKUP_PASSWORD: 'a long random one',
        SITE_URL: 'https://jordan.example',
      }),
    ).toBe('');
  });

  it.each([
    [{ BACKUP_AT: '3:00' }, 'BACKUP_AT=3:00 is not a time of day such as 03:00 (hours 00-23, two digits each).'],
    [{ BACKUP_AT: '24:00' }, 'BACKUP_AT=24:00 is not a time of day'],
    [{ BACKUP_AT: '03:00; rm -rf /' }, 'BACKUP_AT=03:00; rm -rf / is not a time of day'],
    [{ TZ: 'Mars/Olympus' }, 'BACKUP_TIMEZONE=Mars/Olympus is not a time zone such as UTC or Europe/Paris.'],
    [{ TZ: '../../etc/passwd' }, 'BACKUP_TIMEZONE=../../etc/passwd is not a time zone'],
    [{ BACKUP_KEEP_WEEKLY: 'four' }, 'BACKUP_KEEP_WEEKLY=four is not a number of backups (0 to 9999).'],
    [{ BACKUP_KEEP_DAILY: '08' }, 'BACKUP_KEEP_DAILY=08 is not a number of backups'],
    [
      { BACKUP_KEEP_DAILY: '0', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: '0' },
      'are all 0: every nightly backup would be removed.',
    ],
    [{ BACKUP_REPOSITORY: 's3:s3.amazonaws.com/bucket' }, 'BACKUP_REPOSITORY is set but BACKUP_PASSWORD is not'],
    [{ BACKUP_REPOSITORY: 's3:s3.amazonaws.com/bucket', BACKUP_PASSWORD: 'change-me' }, 'BACKUP_PASSWORD is not'],
    // Each site's off-site snapshots are named after its address.
    [
      { BACKUP_REPOSITORY: 's3:s3.amazonaws.com/bucket', BACKUP_PASSWORD: 'a long random one' },
      "SITE_URL= is not the site's address, such as https://example.com: the off-site snapshots are named after it.",
    ],
    [
      { BACKUP_REPOSITORY: 'b2:bucket', BACKUP_PASSWORD: 'a long random one', SITE_URL: 'https://a.example\n--host x' },
      "is not the site's address",
    ],
  ])('refuses %j', (settings, message) => {
    expect(problem(settings)).toContain(message);
  });
});
