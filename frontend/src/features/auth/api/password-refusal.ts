import { isRecord } from '@portfolio/contract';
import { ApiError } from '@/lib/api-client';
import { retryAfter } from './auth-api';

/** Why the API refused a change that takes the password again; it changed nothing. */
export type PasswordRefused =
  | { refused: 'wrong-password' }
  /** The session has ended: the owner must sign in again. */
  | { refused: 'signed-out' }
  | { refused: 'throttled'; retryAfterSeconds: number | undefined };

/** Whether an answer is such a refusal (the other answers are text or numbers). */
export const isRefused = (answer: unknown): answer is PasswordRefused =>
  typeof answer === 'object' && answer !== null && 'refused' in answer;

/** The refusal an error of such a change stands for; any other error is thrown on. */
export function passwordRefusal(error: unknown): PasswordRefused {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 401) {
    // A wrong password says so beside the message; a plain 401 is an ended session.
    return { refused: isRecord(error.body) && error.body.password === 'wrong' ? 'wrong-password' : 'signed-out' };
  }
  if (error.status === 429) return { refused: 'throttled', retryAfterSeconds: retryAfter(error) };
  throw error;
}
