// A server reached by SFTP as an owner would rent one: OpenSSH's sshd on a port of this machine,
// with a host key and a client key made for the run, signing in this machine's user. It can be
// stopped and started again on the same port (the server going away and coming back). Plain
// CommonJS, so that the API's tests and the end-to-end tests of the production stack (ES modules)
// both load this one file; its types are in ssh-server.d.cts.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { execFileSync, spawn } = require('node:child_process');
const { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

async function startSshServer(address) {
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
      // The commands a client runs (rclone's shell and hash probes, a hash per file) start the
      // user's shell, which reads its start-up files from HOME: this machine's user's may take a
      // second (a Python version manager's set-up). A rented server's account starts bare.
      `SetEnv HOME=${dir}`,
      '',
    ].join('\n'),
  );
  // Where sshd drops its privileges before a client signs in.
  mkdirSync('/run/sshd', { recursive: true });
  let sshd;
  const server = {
    dir,
    port,
    user: execFileSync('id', ['-un'], { encoding: 'utf8' }).trim(),
    clientKey: join(dir, 'client_key'),
    start: async () => {
      const started = spawn('/usr/sbin/sshd', ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
      sshd = started;
      let log = '';
      await new Promise((resolve, reject) => {
        started.stderr.on('data', (chunk) => {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Named this way, ES modules can import it by name.
exports.startSshServer = startSshServer;
