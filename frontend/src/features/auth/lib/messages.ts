import { describeWait } from '@portfolio/contract';
import type { PasswordRefused } from '../api/password-refusal';

/** A 429 after too many failed sign-ins (or passwords, or codes), with the wait the API asked for. */
export const tooManyFailures = (retryAfterSeconds: number | undefined): string =>
  retryAfterSeconds === undefined
    ? 'Too many failed sign-ins. Try again later.'
    : `Too many failed sign-ins. Try again in ${describeWait(retryAfterSeconds)}.`;

export const UNREACHABLE = 'The server could not be reached. Try again in a moment.';

/** Why a password asked for again before a change was refused (an ended session shows the sign-in form instead). */
export const passwordRefused = (refusal: Exclude<PasswordRefused, { refused: 'signed-out' }>): string =>
  refusal.refused === 'throttled'
    ? tooManyFailures(refusal.retryAfterSeconds)
    : 'Wrong password. Enter the password you sign in with.';
