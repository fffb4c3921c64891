import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A server reached by SFTP as an owner would rent one: OpenSSH's sshd on a port of this machine,
 * with a host key and a client key (`clientKey`) made for the run, signing in this machine's
 * user. It can be stopped and started again on the same port (the server going away and coming
 * back). The end-to-end tests of the production stack start theirs with it too.
 */
export interface SshServer {
  /** A private folder of the run's own, with the keys in it; the files served go under it. */
  dir: string;
  port: number;
  user: string;
  clientKey: string;
  start(): Promise<void>;
  stop(): void;
  /** Stops the server and removes `dir`. */
  remove(): void;
}

/** Starts sshd listening on `address` (`127.0.0.1`, or `0.0.0.0` for containers to reach it). */
export async function startSshServer(address: string): Promise<SshServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-sftp-'));
  for (const key of ['host_key', 'client_key'])
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, key)]);
  copyFileSync(join(dir, 'client_key.pub'), join(dir, 'authorized_keys'));
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      `ListenAddress ${address}`,
      `HostKey ${join(dir, 'host_key')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      // The keys live in a folder under /tmp, which sshd's strict modes would refuse.
      'StrictModes no',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
      '',
    ].join('\n'),
  );
  // Where sshd drops its privileges before a client signs in.
  mkdirSync('/run/sshd', { recursive: true });
  let sshd: ChildProcess | undefined;
  const server: SshServer = {
    dir,
    port,
    user: execFileSync('id', ['-un'], { encoding: 'utf8' }).trim(),
    clientKey: join(dir, 'client_key'),
    start: async () => {
      const started = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      sshd = started;
      let log = '';
      await new Promise<void>((resolve, reject) => {
        started.stderr!.on('data', (chunk: Buffer) => {
          log += chunk.toString();
          if (log.includes('Server listening')) resolve();
        });
        started.on('exit', (code) => reject(new Error(`sshd exited with ${code}: ${log}`)));
      });
    },
    stop: () => {
      sshd?.kill();
      sshd = undefined;
    },
    remove: () => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
