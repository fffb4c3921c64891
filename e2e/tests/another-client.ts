import { execFileSync } from 'node:child_process';
import { compose } from '../stack/docker.mjs';
import { readState } from '@portfolio/stack/native';

export interface Sent {
  method: string;
  /** Sent exactly as written: a URL would tidy `/api/auth/./login` into `/api/auth/login`. */
  path: string;
  body?: string;
  cookie?: string;
}

export interface Answered {
  status: number;
  setCookie: string[];
}

// Sends the requests on stdin at once to the nginx named by its arguments, and prints the answers.
// Plain Node with no dependency, so that the API's container can run it as well as this machine.
const SEND_TOGETHER = `
const http = require('node:http');
const [host, port] = process.argv.slice(1);
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const answers = await Promise.all(JSON.parse(input).map(({ method, path, body, cookie }) => new Promise((resolve, reject) => {
    const headers = { 'Content-Type': 'application/json' };
    if (cookie !== undefined) headers.Cookie = cookie;
    const outgoing = http.request({ host, port, method, path, headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve({ status: incoming.statusCode, setCookie: incoming.headers['set-cookie'] ?? [] }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  })));
  process.stdout.write(JSON.stringify(answers));
});`;

/**
 * Sends `requests` all at once from a client of their own, which nginx and the API count apart
 * from the other tests': natively from [::1] (the others use 127.0.0.1), and in Docker from the
 * API's container on the stack's network (the others arrive through the engine's gateway). The
 * limits these tests spend are then not the ones the other tests need.
 */
export function fromAnotherClient(requests: Sent[]): Answered[] {
  const state = readState();
  const input = JSON.stringify(requests);
  const output =
    state.kind === 'native'
      ? execFileSync(process.execPath, ['-e', SEND_TOGETHER, '::1', String(state.nginxPort)], {
          input,
          encoding: 'utf8',
        })
      : compose(state.composeDir, ['exec', '-T', 'backend', 'node', '-e', SEND_TOGETHER, 'nginx', '80'], { input });
  return JSON.parse(output) as Answered[];
}
