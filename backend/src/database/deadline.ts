/** Thrown when work did not finish within its deadline. */
export class DeadlineExceededError extends Error {
  constructor(milliseconds: number) {
    super(`Did not finish within ${milliseconds} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * Settles with `work`, or rejects after `milliseconds`. The work itself goes on (a query cannot be
 * recalled from here); the caller just stops waiting for it.
 */
export function withDeadline<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(milliseconds)), milliseconds);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
