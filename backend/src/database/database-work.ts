import { ServiceUnavailableException } from '@nestjs/common';

/**
 * Runs work against the database; if the database fails (gone, timed out, refused), the answer is
 * a 503 the client can retry, never a 500. Our statements are fixed and their input validated, so
 * a failure here is the database's, not the request's.
 */
export async function databaseWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ServiceUnavailableException(
      { message: 'The database is not available. Try again shortly.' },
      { cause: error },
    );
  }
}

/** What a failure says for a log line: the database's own words, where `databaseWork` wrapped them. */
export function failureCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  return cause instanceof Error ? cause.message : String(cause);
}
