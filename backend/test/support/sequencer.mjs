// The order Jest runs the test files in. Jest puts the slowest first from the times of earlier
// runs; with none (a fresh clone, CI) it goes by file size, and the files that take the longest
// would start last and hold the run's end: a folder's suites file is a few lines that run all its
// suites (suites.ts), and a few files of a few hundred lines run for a minute. Without a recorded
// time, a file that raises its own time-out (jest.setTimeout) is taken for the longest and starts
// first, then the others by the size of what they run.
import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Sequencer from '@jest/test-sequencer';
import { suiteFiles } from './suite-files.cjs';

const OWN_TIMEOUT = /jest\.setTimeout\(([\d_]+)\)/;
const RUNS_SUITES = /runSuites\(/;

/** The time-out a file sets for itself, in ms, or 0. */
function ownTimeout(text) {
  const match = OWN_TIMEOUT.exec(text);
  return match ? Number(match[1].replaceAll('_', '')) : 0;
}

/** The bytes a file runs: its own, or its folder's suites'. */
function size(path, text) {
  if (!RUNS_SUITES.test(text)) return text.length;
  return suiteFiles(dirname(path)).reduce((sum, suite) => sum + statSync(suite.path).size, 0);
}

export default class LongFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const untimed = sorted.filter((test) => test.duration == null);
    if (untimed.length === 0) return sorted;
    const weighed = untimed.map((test) => {
      const text = readFileSync(test.path, 'utf8');
      return { test, timeout: ownTimeout(text), size: size(test.path, text) };
    });
    weighed.sort((a, b) => b.timeout - a.timeout || b.size - a.size);
    return [...sorted.filter((test) => test.duration != null), ...weighed.map(({ test }) => test)];
  }
}
