import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Requests per second that wrk (2 threads, 50 connections) gets from `url` with `headers`. Any
 * error answer fails the bench, unless `refusals` is set: a limited flood is mostly nginx's 429s.
 * Not synchronous, so that the API's memory is still read every 100 ms while wrk runs.
 */
export async function requestsPerSecond(url, headers, seconds, { refusals = false } = {}) {
  const args = [
    '-t2',
    '-c50',
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const { stdout: output } = await execFileAsync('wrk', args, { encoding: 'utf8' });
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (errors && !refusals) throw new Error(`${url}: ${errors[1]} error responses\n${output}`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]);
}
