import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY, DOWNLOAD_CONTENT_SECURITY_POLICY } from '@portfolio/contract';
import { apiEnvironment } from './api-environment.mjs';
import { freePort, startProcess, stopProcess, waitForPort, waitForUrl } from './processes.mjs';

/**
 * The product as it runs in production, started natively: PostgreSQL, the built API
 * (NODE_ENV=production) and nginx rendered from nginx/templates with envsubst, serving the built
 * front end. What the tests need to reach it is kept in a state file, so a test can stop and
 * start the API.
 */

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The running stack's state, logs, database and nginx files: one folder, kept out of git and
 * Docker. Where each Playwright worker has a stack of its own (E2E_STACK_PER_WORKER, make e2e's),
 * a worker's is the subfolder named by its index.
 */
const WORKER = process.env.E2E_STACK_PER_WORKER ? process.env.TEST_PARALLEL_INDEX : undefined;
export const WORK_DIR = join(REPO, 'stack', '.run', WORKER === undefined ? '' : `worker-${WORKER}`);
/** The API's standard output: its JSON log lines. */
export const API_LOG = join(WORK_DIR, 'api.log');
const STATE_FILE = join(WORK_DIR, 'state.json');
/** Where the API reads the backups' report, which a test writes as the backup service would. */
export const BACKUP_STATUS_FILE = join(WORK_DIR, 'backup-status.json');
/** Where the API publishes the public site (PUBLISH_TO), which a static host serves (static-host.mjs). */
export const PUBLISHED_DIR = join(WORK_DIR, 'published');

export const OWNER = { username: 'owner', password: 'e2e owner password 7c1f' };

/**
 * The stack the tests run against: started natively here, or the production stack in Docker
 * (docker.mjs), whose fields are those of {@link DockerState}.
 * @typedef {object} StackState
 * @property {'native'} kind
 * @property {string} baseUrl
 * @property {{ username: string, password: string }} owner
 * @property {number} nginxPort
 * @property {number} apiPort
 * @property {number} apiPid
 * @property {number} nginxPid
 * @property {number} staticPort the static host's port: the published site's address (PUBLIC_URL)
 * @property {string} databaseUrl
 * @property {number} databasePid
 * @property {string} logLevel
 */

/**
 * @typedef {object} DockerState
 * @property {'docker'} kind
 * @property {string} baseUrl
 * @property {{ username: string, password: string }} owner
 * @property {string} composeDir the stack's own copy of the repository, where `make` runs
 * @property {string} project
 */

/** @returns {StackState | DockerState} */
export function readState() {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
}

/** @returns {StackState} */
export function readNativeState() {
  const state = readState();
  if (state.kind !== 'native') throw new Error('This needs the stack started natively (make e2e)');
  return state;
}

/** @param {StackState | DockerState} state */
export function writeState(state) {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

/**
 * @param {{ siteRoot?: string, logLevel?: string }} [options] the built front end nginx serves
 *   (frontend/dist by default), and the API's LOG_LEVEL (info, production's default)
 * @returns {Promise<StackState>}
 */
export async function startStack({ siteRoot = join(REPO, 'frontend', 'dist'), logLevel = 'info' } = {}) {
  mkdirSync(WORK_DIR, { recursive: true });
  // nginx's workers (nobody) write the cache and temporary files here.
  chmodSync(WORK_DIR, 0o777);
  // A report an interrupted run left behind would show in every test's admin.
  rmSync(BACKUP_STATUS_FILE, { force: true });
  rmSync(PUBLISHED_DIR, { recursive: true, force: true });
  const database = await startDatabase();
  const apiPort = await freePort();
  const nginxPort = await freePort();
  const staticPort = await freePort();
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const apiPid = await startApi(apiPort, database.url, logLevel, baseUrl, staticPort);
  const nginxPid = await startNginx(nginxPort, apiPort, siteRoot);
  /** @type {StackState} */
  const state = {
    kind: 'native',
    baseUrl,
    owner: OWNER,
    nginxPort,
    apiPort,
    apiPid,
    nginxPid,
    staticPort,
    databaseUrl: database.url,
    databasePid: database.pid,
    logLevel,
  };
  writeState(state);
  return state;
}

export async function stopStack() {
  const state = readNativeState();
  await stopProcess(state.nginxPid);
  await stopProcess(state.apiPid);
  await stopProcess(state.databasePid);
}

/** The API goes away (as when its container stops); nginx and PostgreSQL stay. */
export async function stopApi() {
  await stopProcess(readNativeState().apiPid);
}

export async function restartApi() {
  const state = readNativeState();
  await stopProcess(state.apiPid);
  const apiPid = await startApi(state.apiPort, state.databaseUrl, state.logLevel, state.baseUrl, state.staticPort);
  writeState({ ...state, apiPid });
}

/** @returns {Promise<{ url: string, pid: number }>} */
async function startDatabase() {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const dataDir = join(WORK_DIR, `postgres-${randomBytes(4).toString('hex')}`);
  const child = startProcess(
    process.execPath,
    [fileURLToPath(new URL('run-postgres.mjs', import.meta.url)), dataDir, String(port), password],
    {
      logFile: join(WORK_DIR, 'postgres.log'),
    },
  );
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await waitForPort(port, `PostgreSQL did not start: see ${join(WORK_DIR, 'postgres.log')}`);
  return { url, pid: /** @type {number} */ (child.pid) };
}

/**
 * @param {number} port
 * @param {string} databaseUrl
 * @param {string} logLevel
 * @param {string} siteUrl the address visitors use: nginx's
 * @param {number} staticPort the port of the static host the site is published to
 * @returns {Promise<number>} its process id
 */
async function startApi(port, databaseUrl, logLevel, siteUrl, staticPort) {
  // V8's memory settings as production has them (backend/Dockerfile).
  const flags = ['--max-semi-space-size=4', '--optimize-for-size'];
  const child = startProcess(process.execPath, [...flags, join(REPO, 'backend', 'dist', 'main.js')], {
    cwd: WORK_DIR,
    logFile: API_LOG,
    env: {
      ...apiEnvironment({
        port,
        databaseUrl,
        siteUrl,
        logLevel,
        owner: OWNER,
        staticDir: join(REPO, 'frontend', 'dist'),
      }),
      BACKUP_STATUS_FILE,
      PUBLISH_TO: PUBLISHED_DIR,
      PUBLIC_URL: `http://127.0.0.1:${staticPort}`,
    },
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  return /** @type {number} */ (child.pid);
}

/**
 * @param {number} port
 * @param {number} apiPort
 * @param {string} siteRoot
 * @returns {Promise<number>} its process id
 */
async function startNginx(port, apiPort, siteRoot) {
  /** @type {Record<string, string>} */
  const variables = {
    NGINX_PORT: String(port),
    NGINX_ROOT: siteRoot,
    API_UPSTREAM: `127.0.0.1:${apiPort}`,
    NGINX_RESOLVER: '127.0.0.1',
    NGINX_CACHE_DIR: join(WORK_DIR, 'nginx-cache'),
    // No proxy stands in front here; the tests' own requests come from 127.0.0.1, and must count
    // as clients whose X-Forwarded-For is not believed.
    NGINX_REAL_IP_FROM: '192.0.2.1',
    NGINX_ACCESS_LOG: join(WORK_DIR, 'nginx-access.log'),
    // The image fills these in when it is built (scripts/fill-policy.mjs).
    CONTENT_SECURITY_POLICY,
    DOWNLOAD_CONTENT_SECURITY_POLICY,
  };
  // The same rendering as the official image: envsubst over the template, with these variables only.
  const template = readFileSync(join(REPO, 'nginx', 'templates', 'default.conf.template'), 'utf8');
  const site = execFileSync(
    'envsubst',
    [
      Object.keys(variables)
        .map((name) => `\${${name}}`)
        .join(' '),
    ],
    {
      input: template,
      env: { ...process.env, ...variables },
    },
  ).toString();
  writeFileSync(join(WORK_DIR, 'default.conf'), site);
  writeFileSync(
    join(WORK_DIR, 'nginx.conf'),
    `daemon off;
pid ${join(WORK_DIR, 'nginx.pid')};
error_log ${join(WORK_DIR, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${join(WORK_DIR, 'nginx-body')};
  proxy_temp_path ${join(WORK_DIR, 'nginx-proxy')};
  fastcgi_temp_path ${join(WORK_DIR, 'nginx-fastcgi')};
  uwsgi_temp_path ${join(WORK_DIR, 'nginx-uwsgi')};
  scgi_temp_path ${join(WORK_DIR, 'nginx-scgi')};
  include ${join(WORK_DIR, 'default.conf')};
}
`,
  );
  execFileSync('nginx', ['-t', '-q', '-c', join(WORK_DIR, 'nginx.conf')], { stdio: 'inherit' });
  const child = startProcess('nginx', ['-c', join(WORK_DIR, 'nginx.conf')], { logFile: join(WORK_DIR, 'nginx.log') });
  await waitForUrl(`http://127.0.0.1:${port}/`);
  return /** @type {number} */ (child.pid);
}
