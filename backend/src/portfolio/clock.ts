/**
 * What time it is, for what depends on it (a scheduled post becomes public at its moment). A
 * provider, so tests move time by replacing it rather than faking the whole process's clock.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('Clock');

export const SYSTEM_CLOCK: Clock = { now: () => new Date() };
