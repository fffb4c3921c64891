import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The owner's operations (make restore, env, upgrade, rollback) as the owner runs them, in a copy
// of the server's folder, against test/fake-docker.sh in place of Docker: it answers as a running
// stack would, notes each call, and fails the ones a test names. What the calls do to a real
// stack, make e2e-docker shows. The folders are removed after the tests of the file that uses them.
const REPO = resolve(__dirname, '../../..');

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A server's folder before make env: the Makefile and scripts, and `docker` on PATH meaning the stand-in. */
export function serverFolder(): string {
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
export function make(dir: string, args: string[], fail = '', outcome = '', env: Record<string, string> = {}) {
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
export const restored = (dir: string) => readFileSync(join(dir, 'docker.log.restored'), 'utf8');

/** The SQL the database ran before the dump's and after it. */
export const sqlAround = (dir: string) => readFileSync(join(dir, 'docker.log.sql'), 'utf8').split('\0').slice(0, -1);

/** A script of scripts/ as the shell reads it, without its last line break. */
export const script = (name: string) => readFileSync(join(REPO, 'scripts', name), 'utf8').trimEnd();
