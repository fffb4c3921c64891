import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { composeCommand, containerOf } from '../stack/docker.mjs';
import { type DockerState, readState } from '@portfolio/stack/native';
import { OWNER, type Portfolio, withName } from '../tests/support';

export { withName };

export function dockerState(): DockerState {
  const state = readState();
  if (state.kind !== 'docker') throw new Error('These tests run against the Docker stack: make e2e-docker');
  return state;
}

const run = promisify(execFile);

/** A make target run in the stack's folder, as the owner would from theirs; what it printed. */
export async function ownerRuns(...args: string[]): Promise<string> {
  return (await run('make', ['--no-print-directory', ...args], { cwd: dockerState().composeDir })).stdout;
}

export async function composeRuns(...args: string[]): Promise<string> {
  const [command, ...prefix] = composeCommand();
  return (await run(command!, [...prefix, ...args], { cwd: dockerState().composeDir })).stdout;
}

export function container(service: 'db' | 'backend' | 'nginx' | 'backup'): string {
  return containerOf(dockerState().composeDir, service);
}

/** The owner, signed in through nginx, and the save they make with the current ETag. */
export async function signedInOwner(): Promise<{
  api: APIRequestContext;
  save: (document: Portfolio) => Promise<number>;
}> {
  const api = await request.newContext({ baseURL: dockerState().baseUrl });
  expect((await api.post('/api/auth/login', { data: OWNER })).status()).toBe(204);
  const save = async (document: Portfolio) => {
    const current = await api.get('/api/portfolio');
    const response = await api.put('/api/portfolio', {
      data: document,
      headers: { 'If-Match': current.headers().etag ?? '*' },
    });
    return response.status();
  };
  return { api, save };
}

/** A visitor with no cookie and no cache of its own. */
export async function visitor(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: dockerState().baseUrl });
}

/** CPU time the service's container has used so far, in seconds (cgroup v2 or v1). */
export function cpuSeconds(service: 'db' | 'backend' | 'nginx'): number {
  const script =
    'cat /sys/fs/cgroup/cpu.stat 2>/dev/null || echo "usage_nsec $(cat /sys/fs/cgroup/cpuacct/cpuacct.usage)"';
  const text = execFileSync('docker', ['exec', container(service), 'sh', '-c', script], { encoding: 'utf8' });
  const usec = /usage_usec (\d+)/.exec(text)?.[1];
  if (usec) return Number(usec) / 1e6;
  return Number(/usage_nsec (\d+)/.exec(text)![1]) / 1e9;
}

/** A load of `seconds` from one client with wrk (2 threads, 50 connections); its requests per second. */
export async function flood(path: string, seconds: number, headers: string[] = []): Promise<number> {
  const args = [
    '-t2',
    '-c50',
    `-d${seconds}s`,
    ...headers.flatMap((header) => ['-H', header]),
    `${dockerState().baseUrl}${path}`,
  ];
  const { stdout } = await run('wrk', args);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Statuses seen while `during` runs, polling the paths every `everyMs`. */
export async function statusesWhile(
  paths: string[],
  during: () => Promise<unknown>,
  everyMs = 100,
): Promise<Map<string, number[]>> {
  const api = await visitor();
  const seen = new Map(paths.map((path) => [path, [] as number[]]));
  let done = false;
  const polling = (async () => {
    while (!done) {
      for (const path of paths)
        seen.get(path)!.push((await api.get(path, { timeout: 10_000 }).catch(() => undefined))?.status() ?? 0);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    await during();
  } finally {
    done = true;
    await polling;
    await api.dispose();
  }
  return seen;
}
