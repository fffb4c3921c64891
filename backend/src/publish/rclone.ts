import { spawn } from 'node:child_process';
import type { RcloneTarget } from './publish-target';

/** What the owner reads when the transfer tool is not there, with the command that installs it. */
export const RCLONE_MISSING = 'PUBLISH_TO is set but rclone is not installed: apt-get install rclone';

/** How much of what rclone printed a failure keeps: its last lines say why. */
const ERROR_LINES = 3;

/**
 * Runs `rclone` with `args` and answers what it printed on its standard output. The target's
 * parameters are in the process's environment, never on its command line (`rcloneTarget`). A
 * failure is an error whose message is rclone's last words with the target's secrets hidden; an
 * abort kills the process.
 */
export function rclone(args: string[], target: RcloneTarget, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // The site is sent as it is: rclone's configuration (the owner's RCLONE_CONFIG or
    // ~/.config/rclone, or the publish's own: `ownConfiguration`) names the remotes, and nothing
    // asks a question on a terminal.
    const child = spawn('rclone', [...args, '--ask-password=false'], {
      env: { ...process.env, ...target.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4096)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'ENOENT' ? RCLONE_MISSING : target.hide(error.message)));
    });
    child.on('close', (code, killedBy) => {
      if (code === 0) return resolve(Buffer.concat(out).toString());
      const said = errors
        .split('\n')
        .map((line) => line.replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, '').trim())
        .filter((line) => line !== '')
        .slice(-ERROR_LINES)
        .join(' ');
      const why = said || (killedBy ? `rclone was stopped (${killedBy})` : `rclone ended with code ${code}`);
      reject(new Error(target.hide(why)));
    });
  });
}
