/*
 * The format the owner's password hash is kept in, read by the configuration at start-up and by
 * sign-in when it checks a password; below both, so the configuration needs nothing of auth/.
 */

/**
 * Passwords are kept as `scrypt:<N log2>:<r>:<p>:<salt>:<hash>` (salt and hash in base64url):
 * everything needed to check one, and no `$`, so Docker Compose leaves it alone in `.env`.
 */
export interface PasswordHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

export const MIN_PASSWORD_LENGTH = 12;

const FORMAT = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([\w-]{22,}):([\w-]{43,})$/;

/** Reads a stored hash, or returns `undefined` when it is not one this API can check. */
export function parsePasswordHash(value: string): PasswordHash | undefined {
  const match = FORMAT.exec(value);
  if (!match) return undefined;
  const [log2N, r, p] = match.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(match[4]!, 'base64url');
  const hash = Buffer.from(match[5]!, 'base64url');
  const sane =
    log2N >= 10 && log2N <= 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16 && salt.length >= 16 && hash.length >= 32;
  return sane ? { log2N, r, p, salt, hash } : undefined;
}

export function formatPasswordHash({ log2N, r, p, salt, hash }: PasswordHash): string {
  return `scrypt:${log2N}:${r}:${p}:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}
