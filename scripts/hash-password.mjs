// `make hash-password`: reads a password, the first line of standard input (never the command
// line, where other users and the shell history would see it), and prints its ADMIN_PASSWORD_HASH:
//   scrypt:<N log2>:<r>:<p>:<salt>:<hash>   (base64url; no `$`, so Compose leaves it alone)
// It needs only Node, no install: on a server without Node, Docker runs it (see the Makefile).
// The API reads the same format (backend/src/password-hash.ts); a test holds the two together.
import { randomBytes, scrypt } from 'node:crypto';
import { fileURLToPath } from 'node:url';

// The API's SCRYPT_COST (backend/src/auth/password.ts, where the reasons are).
const COST = { log2N: 13, r: 8, p: 12 };
export const MIN_PASSWORD_LENGTH = 12;

export async function hashPassword(password) {
  const { log2N, r, p } = COST;
  const N = 2 ** log2N;
  const salt = randomBytes(16);
  const hash = await new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return `scrypt:${log2N}:${r}:${p}:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

/** The first line of a stream (a terminal needs no Ctrl-D), without its line break. */
async function readFirstLine(input) {
  const chunks = [];
  for await (const chunk of input) {
    chunks.push(chunk);
    if (chunk.includes('\n')) break;
  }
  // Decoded once at the end: a chunk may end inside a multi-byte character.
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const password = await readFirstLine(process.stdin);
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
    process.exit(1);
  }
  console.log(await hashPassword(password));
}
