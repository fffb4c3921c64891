import { formatPasswordHash, parsePasswordHash } from '../../password-hash';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('round-trip through their text form and verify only the right password', async () => {
    const text = formatPasswordHash(await hashPassword('correct horse battery staple'));

    expect(text).toMatch(/^scrypt:13:8:12:[\w-]{22}:[\w-]{43}$/);
    expect(text).not.toContain('$');
    const parsed = parsePasswordHash(text)!;
    await expect(verifyPassword('correct horse battery staple', parsed)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', parsed)).resolves.toBe(false);
    await expect(verifyPassword(' correct horse battery staple', parsed)).resolves.toBe(false);
  });

  it('made at an earlier cost still verify, at that cost', async () => {
    // As `make hash-password` printed it before the cost changed (N = 2^14, r = 8, p = 6).
    const earlier = parsePasswordHash(
      'scrypt:14:8:6:tFcosaIpmx3AAvuFjlpgQA:rtJy-3F96p9fnNP72yBY7wTmD1NnVArlHqDN1WxIYdQ',
    )!;

    await expect(verifyPassword('correct horse battery staple', earlier)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', earlier)).resolves.toBe(false);
  });

  it('use a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);

    expect(first.salt.equals(second.salt)).toBe(false);
    expect(first.hash.equals(second.hash)).toBe(false);
  });

  it.each([
    '',
    'plain-text-password',
    'scrypt:15:8:3:short:short',
    'scrypt:9:8:3:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'scrypt:15:0:3:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'scrypt:15:8:3:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA:extra',
    '$scrypt$15$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('refuse the malformed %j', (text) => {
    expect(parsePasswordHash(text)).toBeUndefined();
  });
});
