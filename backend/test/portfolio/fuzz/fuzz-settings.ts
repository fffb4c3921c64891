import type { Parameters } from 'fast-check';

/**
 * How the property tests run: a new seed each run unless FUZZ_SEED names one (to replay a failure
 * CI printed), and FUZZ_RUNS bodies per property unless given.
 */
export function fuzzSettings(defaultRuns: number): Parameters<unknown> {
  const seed = integerSetting('FUZZ_SEED', Date.now() % 2 ** 31);
  const numRuns = integerSetting('FUZZ_RUNS', defaultRuns);
  process.stdout.write(`fuzzing ${numRuns} bodies with FUZZ_SEED=${seed}\n`);
  // fast-check reports the seed, the path to replay and the smallest failing body it finds.
  return { seed, numRuns };
}

function integerSetting(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^-?\d+$/.test(text)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return Number(text);
}
