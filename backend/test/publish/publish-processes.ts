import { readdirSync, readFileSync } from 'node:fs';

/**
 * The command lines of this process's children named `name`, as any user of the machine reads
 * them in `ps` (/proc/<pid>/cmdline), read every few milliseconds from now until `stop`, which
 * answers each one seen (its arguments joined by spaces).
 */
export function watchCommandLines(name: string): { stop: () => string[] } {
  const seen = new Map<number, string>();
  const look = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || seen.has(Number(entry))) continue;
      try {
        // The fields after the name in parentheses: state, then the parent's id.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [, comm, parent] = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat) ?? [];
        if (comm !== name || Number(parent) !== process.pid) continue;
        const line = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
        if (line !== '') seen.set(Number(entry), line);
      } catch {
        // The process ended while it was read.
      }
    }
  };
  const timer = setInterval(look, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return [...seen.values()];
    },
  };
}
