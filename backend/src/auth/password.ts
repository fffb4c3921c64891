import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

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

/** The cost `make hash-password` uses: about 0.3 s on a small server, 32 MiB of memory. */
export const SCRYPT_COST = { log2N: 15, r: 8, p: 3 } as const;
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

function derive(password: string, { log2N, r, p, salt }: Omit<PasswordHash, 'hash'>, length: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) =>
    // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes.
    scrypt(password, salt, length, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const params = { ...SCRYPT_COST, salt: randomBytes(16) };
  return { ...params, hash: await derive(password, params, 32) };
}

/** Whether `password` is the one behind `stored`; always takes the full scrypt time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored, stored.hash.length);
  return timingSafeEqual(candidate, stored.hash);
}

/** Compares two strings in a time that does not depend on where they differ, nor on their lengths. */
export function equalInConstantTime(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
