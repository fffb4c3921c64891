import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHash } from '../../password-hash';

/**
 * The cost `make hash-password` uses too: about 0.3 s on a small server, and 8 MiB of memory
 * while a password is checked (scrypt needs 128 * N * r bytes). One of OWASP's equivalent
 * settings for scrypt (N = 2^13, r = 8, p = 10), with two more passes to keep the time of the
 * cost before it (N = 2^14, p = 6: as many blocks mixed, in twice the memory). The owner's
 * sign-in is the API's largest single allocation, and its 16 MiB, on top of what the process
 * held at the time, took it past its memory budget in a full make bench run (129 MB).
 * A hash made before keeps its cost.
 */
export const SCRYPT_COST = { log2N: 13, r: 8, p: 12 } as const;

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
