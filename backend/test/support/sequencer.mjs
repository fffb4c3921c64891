// The order Jest runs the test files in. Jest puts the slowest first from the times of earlier
// runs; with none (a fresh clone, CI) it goes by file size, and the two files that take the
// longest, a few hundred lines each, start last and hold the run's end. Without a recorded time, a
// file that raises its own time-out (jest.setTimeout) is taken for a long one and starts first.
import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

const OWN_TIMEOUT = /jest\.setTimeout\(([\d_]+)\)/;

/** The time-out a file sets for itself, in ms, or 0. */
function ownTimeout(path) {
  const match = OWN_TIMEOUT.exec(readFileSync(path, 'utf8'));
  return match ? Number(match[1].replaceAll('_', '')) : 0;
}

export default class LongFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const untimed = sorted.filter((test) => test.duration == null);
    if (untimed.length === 0) return sorted;
    const long = untimed
      .map((test) => ({ test, timeout: ownTimeout(test.path) }))
      .filter(({ timeout }) => timeout > 0)
      .sort((a, b) => b.timeout - a.timeout)
      .map(({ test }) => test);
    return [...long, ...sorted.filter((test) => !long.includes(test))];
  }
}
