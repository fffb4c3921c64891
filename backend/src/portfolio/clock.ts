/**
 * What time it is, for what depends on it (a scheduled post becomes public at its moment). A
 * provider, so tests move time by replacing it rather than faking the whole process's clock.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('Clock');

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };

/** setTimeout's longest wait: a moment further ahead (a post scheduled next year) is waited for in steps. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
