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
 * Waits until `pid` has used under 30 ms of CPU in a second, twice in a row (it has settled), at
 * most `limitMs`: answers how long that took, in ms, the two quiet seconds included.
 */
export async function settled(pid, limitMs = 900_000) {
  const started = performance.now();
  for (let last = cpuMs(pid), quiet = 0; quiet < 2;) {
    if (performance.now() - started > limitMs) throw new Error(`The API was still working after ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMs(pid);
    quiet = now - last < 30 ? quiet + 1 : 0;
    last = now;
  }
  return performance.now() - started;
}
