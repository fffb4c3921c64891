import { Readable } from 'node:stream';
import { parsePasswordHash, verifyPassword } from '../auth/password';
import { hashPasswordFrom } from './hash-password';

describe('hash-password', () => {
  it('prints a hash that verifies the password it read, without its line break', async () => {
    const text = await hashPasswordFrom(Readable.from(['correct horse ', 'battery staple\n']));

    const hash = parsePasswordHash(text)!;
    expect(hash).toBeDefined();
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery staple\n', hash)).resolves.toBe(false);
  });

  it('keeps white space that is part of the password', async () => {
    const hash = parsePasswordHash(await hashPasswordFrom(Readable.from(['  spaced password  \r\n'])))!;

    await expect(verifyPassword('  spaced password  ', hash)).resolves.toBe(true);
  });

  it('reads only the first line', async () => {
    const hash = parsePasswordHash(await hashPasswordFrom(Readable.from(['first line password\nsecond line\n'])))!;

    await expect(verifyPassword('first line password', hash)).resolves.toBe(true);
  });

  it('refuses a password shorter than 12 characters', async () => {
    await expect(hashPasswordFrom(Readable.from(['short pass\n']))).rejects.toThrow(
      'The password must be at least 12 characters long.',
    );
  });
});
