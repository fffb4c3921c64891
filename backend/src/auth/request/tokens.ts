import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets browsers hold for the owner (a session, a trusted device): 32 random bytes in
 * base64url. The server keeps only their SHA-256, so a copy of its tables signs nobody in.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Whether a cookie's value can be a token at all, before any query. */
export const isToken = (value: string | undefined): value is string => value !== undefined && /^[\w-]{43}$/.test(value);

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
