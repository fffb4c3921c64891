import { formatPasswordHash, hashPassword, MIN_PASSWORD_LENGTH } from '../auth/password';

/**
 * Reads a password, the first line of `input`, and returns its ADMIN_PASSWORD_HASH. The line ends
 * at the first line break (so a terminal needs no Ctrl-D), which is not part of the password.
 */
export async function hashPasswordFrom(input: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) {
    chunks.push(Buffer.from(chunk));
    if (chunks.at(-1)!.includes('\n')) break;
  }
  // Decoded once at the end: a chunk may end inside a multi-byte character.
  const password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]!;
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  return formatPasswordHash(await hashPassword(password));
}

// `make hash-password`: the password comes on standard input, never on the command line, where
// other users and the shell history would see it.
if (require.main === module) {
  hashPasswordFrom(process.stdin).then(
    (hash) => process.stdout.write(`${hash}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
