// How long the API goes on working after what it was asked (rendering the pages of a new view in
// the background): its CPU time, read from Linux's /proc.
import { readFileSync } from 'node:fs';

// Linux counts a process's CPU time in ticks of 10 ms (USER_HZ, 100 on every architecture).
const TICK_MS = 10;

/** The CPU time the process `pid` has used, user and system, in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's name: the state is the 3rd field, utime the 14th and stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Waits until `pid` uses less than `quietMs` of CPU in a second, at most `limitMs`: answers how
 * long that took, in ms, the quiet second included.
 */
export async function settled(pid, { quietMs = 50, limitMs = 900_000 } = {}) {
  const started = performance.now();
  for (let before = cpuMs(pid); performance.now() - started < limitMs;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    if (now - before < quietMs) return performance.now() - started;
    before = now;
  }
  throw new Error(`The API was still working after ${limitMs / 1000} s`);
}
