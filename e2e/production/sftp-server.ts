import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../stack/processes.mjs';
import { privateFolder } from '../stack/docker.mjs';

/**
 * An off-site repository's server as an owner would rent one: OpenSSH's sshd, with a host key and
 * a client key made for the run, on a port of this machine that a stack's containers reach at
 * its address on Docker's default bridge. The repositories live in `root`.
 */
export interface SftpServer {
  root: string;
  /** restic's address of a repository in `root`, as any stack's containers reach it. */
  repository(name: string): string;
  /** Gives a stack's folder the key its backup service signs in with (backups/ssh/). */
  handKeyTo(composeDir: string): void;
  /** Every byte stored under `root`, file by file. */
  storedFiles(): Buffer[];
  stop(): void;
}

export async function startSftpServer(): Promise<SftpServer> {
  const dir = privateFolder('portfolio-sftp');
  const root = join(dir, 'repositories');
  mkdirSync(root);
  for (const key of ['host_key', 'client_key'])
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, key)]);
  copyFileSync(join(dir, 'client_key.pub'), join(dir, 'authorized_keys'));
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 0.0.0.0',
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
  const sshd: ChildProcess = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    sshd.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Server listening')) resolve();
    });
    sshd.on('exit', (code) => reject(new Error(`sshd exited with ${code}: ${log}`)));
  });
  const user = execFileSync('id', ['-un'], { encoding: 'utf8' }).trim();
  return {
    root,
    repository: (name) => `sftp://${user}@${hostAddress()}:${port}/${join(root, name)}`,
    handKeyTo: (composeDir) => {
      const keys = join(composeDir, 'backups', 'ssh');
      mkdirSync(keys, { recursive: true, mode: 0o700 });
      copyFileSync(join(dir, 'client_key'), join(keys, 'id_ed25519'));
      chmodSync(join(keys, 'id_ed25519'), 0o600);
    },
    storedFiles: () => filesUnder(root).map((file) => readFileSync(file)),
    stop: () => {
      sshd.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** This machine's address on Docker's default bridge: every container reaches it there. */
function hostAddress(): string {
  return execFileSync('docker', ['network', 'inspect', 'bridge', '--format', '{{(index .IPAM.Config 0).Gateway}}'], {
    encoding: 'utf8',
  }).trim();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
