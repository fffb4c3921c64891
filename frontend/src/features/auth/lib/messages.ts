import { describeWait } from '@portfolio/contract';

/** A 429 after too many failed sign-ins (or passwords, or codes), with the wait the API asked for. */
export const tooManyFailures = (retryAfterSeconds: number | undefined): string =>
  retryAfterSeconds === undefined
    ? 'Too many failed sign-ins. Try again later.'
    : `Too many failed sign-ins. Try again in ${describeWait(retryAfterSeconds)}.`;

export const UNREACHABLE = 'The server could not be reached. Try again in a moment.';
