import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export { freePort } from '@portfolio/backend/embedded-postgres';

/**
 * Starts a long-running command in the background, in a process group of its own, its output
 * appended to `logFile`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile: string, cwd?: string }} options
 */
export function startProcess(command, args, options) {
  // The process writes to the file itself, not through a pipe to this one: it outlives the process
  // that started it (make e2e starts each worker's stack from a process of its own, which ends).
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  return child;
}

/**
 * Waits until `url` answers with one of `statuses`, or throws after `timeoutMs`.
 * @param {string} url
 */
export async function waitForUrl(url, { timeoutMs = 60_000, statuses = [200] } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    // Each try bounded: a port Docker publishes accepts a connection before the service behind it
    // runs, and such a connection may never be answered. The timer is also what keeps a process
    // that has nothing else to do alive meanwhile: a fetch holds no reference of its own, and
    // Node would end with the wait unsettled.
    const tried = new AbortController();
    const bound = setTimeout(() => tried.abort(), 5000);
    try {
      const response = await fetch(url, { signal: tried.signal });
      if (statuses.includes(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(bound);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/**
 * Waits until something accepts connections on `port` of 127.0.0.1, for a minute at most.
 * @param {number} port
 * @param {string} failure what the error says when nothing does
 */
export async function waitForPort(port, failure) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = new Socket();
      socket
        .once('connect', () => {
          socket.end();
          resolve(true);
        })
        .once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(failure);
}

/**
 * Sends SIGTERM to a process started by {@link startProcess} (and its group) and waits for it to end.
 * @param {number} pid
 */
export async function stopProcess(pid, timeoutMs = 15_000) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  process.kill(-pid, 'SIGKILL');
}
