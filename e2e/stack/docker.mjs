import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForUrl } from '@portfolio/stack/processes';
import { readState, WORK_DIR, writeState } from '@portfolio/stack/native';

/**
 * The production stack as an owner runs it, on a real Docker engine: a clean copy of this
 * checkout, `make env`, then `make up` with nginx published on a loopback port. The tests then
 * run the README's own commands in that copy (`make backup`, `make restore`, `make down`, ...).
 */

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Docker Compose v2 where it is there, else v1, as the Makefile chooses. */
export function composeCommand() {
  const v2 = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' });
  return v2.status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}

/**
 * @param {string} dir
 * @param {string[]} args
 * @param {{ input?: string }} [options]
 */
export function compose(dir, args, options = {}) {
  const [command, ...prefix] = composeCommand();
  return execFileSync(/** @type {string} */ (command), [...prefix, ...args], {
    cwd: dir,
    encoding: 'utf8',
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * Runs a make target in the stack's folder, as the owner would, and returns what it printed.
 * @param {string} dir
 * @param {string[]} args
 */
export function make(dir, args) {
  return execFileSync('make', ['--no-print-directory', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A new private folder, as an owner's checkout on a server is. @param {string} name */
export function privateFolder(name) {
  const dir = join(tmpdir(), `${name}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/**
 * The files a fresh clone would have (with this checkout's uncommitted changes), written into
 * `dir`: over an older release's files, that is what `git pull` leaves.
 * @param {string} dir
 */
export function copyCheckoutInto(dir) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO });
  execFileSync('sh', ['-c', `tar --null -T - -cf - | tar -xf - -C '${dir}'`], { cwd: REPO, input: files });
}

/** The files of a commit of this repository, in a new private folder. @param {string} commit */
export function releaseCopy(commit) {
  const dir = privateFolder('portfolio-release');
  execFileSync('sh', ['-c', `git archive --format=tar '${commit}' | tar -xf - -C '${dir}'`], { cwd: REPO });
  return dir;
}

/** @param {string} dir @param {Record<string, string>} values */
export function setEnv(dir, values) {
  const file = join(dir, '.env');
  const lines = readFileSync(file, 'utf8').split('\n');
  for (const [key, value] of Object.entries(values)) {
    const index = lines.findIndex((line) => line.startsWith(`${key}=`));
    if (index >= 0) lines[index] = `${key}=${value}`;
    else lines.push(`${key}=${value}`);
  }
  writeFileSync(file, lines.join('\n'));
}

/**
 * This checkout's images, built from a copy made as startDockerStack makes its own: the layers
 * its `make up` (and every other stack of this checkout the tests make) then finds in Docker's
 * cache. Tagged under a project of their own, which keeps those layers until the next build.
 */
export function buildCheckoutImages() {
  const dir = privateFolder('portfolio-build');
  try {
    copyCheckoutInto(dir);
    make(dir, ['env', 'SITE_URL=http://127.0.0.1']);
    setEnv(dir, { COMPOSE_PROJECT_NAME: 'portfolio-e2e-build' });
    const [command, ...prefix] = composeCommand();
    execFileSync(/** @type {string} */ (command), [...prefix, 'build'], { cwd: dir, stdio: 'inherit' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startDockerStack() {
  mkdirSync(WORK_DIR, { recursive: true });
  const dir = privateFolder('portfolio-docker');
  copyCheckoutInto(dir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // As the README says to: the site's address given to make env.
  const printed = make(dir, ['env', `SITE_URL=${baseUrl}`]);
  const username = /username: (\S+)/.exec(printed)?.[1];
  const password = /password: (\S+)/.exec(printed)?.[1];
  if (!username || !password) throw new Error(`make env printed no credentials:\n${printed}`);
  const project = `portfolio-e2e-${randomBytes(3).toString('hex')}`;
  setEnv(dir, { HTTP_PORT: `127.0.0.1:${port}`, COMPOSE_PROJECT_NAME: project });
  /** @type {import('@portfolio/stack/native').DockerState} */
  const state = {
    kind: 'docker',
    baseUrl,
    owner: { username, password },
    composeDir: dir,
    project,
  };
  writeState(state);

  const started = performance.now();
  try {
    make(dir, ['up']);
    await waitForUrl(`${state.baseUrl}/api/health`, { timeoutMs: 180_000 });
    await waitForHealthy(dir);
  } catch (error) {
    const output = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    console.error(`The stack did not come up: ${output.stdout ?? ''}${output.stderr ?? error}`);
    console.error(compose(dir, ['logs', '--tail=50']));
    await stopDockerStack(state);
    throw error;
  }
  console.log(
    `\nThe stack is up and healthy after ${((performance.now() - started) / 1000).toFixed(0)} s (make up, images built).`,
  );
  printSizes(dir, project);
  return state;
}

/** @param {import('@portfolio/stack/native').DockerState} state */
export async function stopDockerStack(state) {
  // The volume too: this stack was the tests' own.
  compose(state.composeDir, ['down', '--volumes', '--remove-orphans']);
  rmSync(state.composeDir, { recursive: true, force: true });
}

/** Takes down the stack this process's worker started, if its state is a Docker stack's. */
export async function stopWorkerDockerStack() {
  const state = readState();
  if (state.kind === 'docker') await stopDockerStack(state);
}

/** The container of a service of the stack. @param {string} dir @param {string} service */
export function containerOf(dir, service) {
  return compose(dir, ['ps', '-q', service]).trim();
}

/** Until db, backend and nginx all report healthy. @param {string} dir */
export async function waitForHealthy(dir, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = ['db', 'backend', 'nginx'].map((service) =>
      execFileSync('docker', ['inspect', '--format', '{{.State.Health.Status}}', containerOf(dir, service)], {
        encoding: 'utf8',
      }).trim(),
    );
    if (states.every((state) => state === 'healthy')) return;
    if (Date.now() > deadline)
      throw new Error(
        `The stack did not become healthy: db, backend, nginx are ${states.join(', ')}; ${healthChecks(dir)}`,
      );
    await new Promise((done) => setTimeout(done, 1000));
  }
}

/**
 * The last checks of each service: whether it failed on its own or the checks timed out (as on a
 * machine too loaded to start the check's command in time). @param {string} dir
 */
function healthChecks(dir) {
  return ['db', 'backend', 'nginx']
    .map((service) => {
      const health = JSON.parse(
        execFileSync('docker', ['inspect', '--format', '{{json .State.Health}}', containerOf(dir, service)], {
          encoding: 'utf8',
        }),
      );
      const log = (health?.Log ?? []).map(
        (/** @type {{ ExitCode: number, Output: string }} */ check) => `${check.ExitCode} ${check.Output.trim()}`,
      );
      return `${service}'s last checks: ${log.join(' | ') || 'none'}`;
    })
    .join('; ');
}

/** Each image's size and each container's memory at rest. @param {string} dir @param {string} project */
function printSizes(dir, project) {
  for (const image of [`${project}-backend`, `${project}-nginx`, `${project}-backup`]) {
    const bytes = Number(
      execFileSync('docker', ['image', 'inspect', '--format', '{{.Size}}', image], { encoding: 'utf8' }).trim(),
    );
    console.log(`image ${image}: ${(bytes / 1e6).toFixed(0)} MB`);
  }
  const ids = ['db', 'backend', 'nginx', 'backup'].map((service) => containerOf(dir, service));
  const stats = execFileSync('docker', ['stats', '--no-stream', '--format', '{{.Name}}: {{.MemUsage}}', ...ids], {
    encoding: 'utf8',
  });
  for (const line of stats.trim().split('\n')) console.log(`idle memory of ${line}`);
}
