import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSshServer } from '../../backend/test/support/ssh-server.cjs';

/**
 * An off-site repository's server, or a static site's, as an owner would rent one: OpenSSH's
 * sshd, with a host key and a client key made for the run, on a port of this machine that a
 * stack's containers reach at its address on Docker's default bridge. What it holds lives in `root`.
 */
export interface SftpServer {
  root: string;
  /** restic's address of a repository in `root`, as any stack's containers reach it. */
  repository(name: string): string;
  /** Gives a stack's folder the key its backup service signs in with (backups/ssh/). */
  handKeyTo(composeDir: string): void;
  /**
   * Gives a stack's folder the key its API publishes with and the server's host key to check
   * (publish/, as the README sets it up), and answers rclone's connection string (PUBLISH_TO) for
   * `folder` in `root`.
   */
  publishTarget(composeDir: string, folder: string): string;
  /** Every byte stored under `root`, file by file. */
  storedFiles(): Buffer[];
  stop(): void;
}

export async function startSftpServer(): Promise<SftpServer> {
  const server = await startSshServer('0.0.0.0');
  const root = join(server.dir, 'repositories');
  mkdirSync(root);
  const host = hostAddress();
  /** The client key in a stack's folder `keys`, readable by its owner only, as an owner puts it there. */
  const giveKey = (keys: string) => {
    mkdirSync(keys, { recursive: true, mode: 0o700 });
    copyFileSync(server.clientKey, join(keys, 'id_ed25519'));
    chmodSync(join(keys, 'id_ed25519'), 0o600);
  };
  return {
    root,
    repository: (name) => `sftp://${server.user}@${host}:${server.port}/${join(root, name)}`,
    handKeyTo: (composeDir) => giveKey(join(composeDir, 'backups', 'ssh')),
    publishTarget: (composeDir, folder) => {
      const keys = join(composeDir, 'publish');
      giveKey(keys);
      const hostKey = readFileSync(join(server.dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
      writeFileSync(join(keys, 'known_hosts'), `[${host}]:${server.port} ${hostKey}\n`);
      // The image's user's, as the README has the owner make it.
      execFileSync('chown', ['-R', '1000', keys]);
      const run = '/run/publish';
      return `:sftp,host=${host},port=${server.port},user=${server.user},key_file=${run}/id_ed25519,known_hosts_file=${run}/known_hosts:${join(root, folder)}`;
    },
    storedFiles: () => filesUnder(root).map((file) => readFileSync(file)),
    stop: () => server.remove(),
  };
}

/**
 * This machine's address on Docker's default bridge: every container reaches it there. Some
 * engines name no gateway in the bridge's configuration, only its subnet, whose first address it is.
 */
function hostAddress(): string {
  const [gateway, subnet] = execFileSync(
    'docker',
    [
      'network',
      'inspect',
      'bridge',
      '--format',
      '{{(index .IPAM.Config 0).Gateway}}|{{(index .IPAM.Config 0).Subnet}}',
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('|');
  return gateway || subnet!.replace(/\.0\/\d+$/, '.1');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
