import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config';
import { formatPasswordHash, parsePasswordHash, type PasswordHash } from '../../password-hash';
import { OwnerCredentialsRepository } from './owner-credentials.repository';
import { hashPassword, verifyPassword } from './password';
import { audit } from '../request/audit';

type Password = AppConfig['admin']['password'];

/**
 * A new password (or username) signs everyone out. At start, before the API takes a request, the
 * owner's credentials are compared with those recorded at the last start; when either changed,
 * every session ends and every trusted device is forgotten: whoever held a session, or a device's
 * budget of failures, got it under the old ones.
 */
@Injectable()
export class CredentialsChange implements OnModuleInit {
  constructor(
    private readonly credentials: OwnerCredentialsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): Promise<void> {
    const { username, password } = this.config.admin;
    return this.credentials.locked(async (table) => {
      const recorded = await table.recorded();
      const samePassword = recorded !== undefined && (await isKeptOf(recorded.password, password));
      if (samePassword && recorded.username === username) return;
      await table.record({ username, password: samePassword ? recorded.password : await kept(password) });
      // The first start that records them has nothing to compare with: an upgrade signs nobody out.
      if (recorded === undefined) return;
      const ended = await table.signEveryoneOut();
      audit.warn(
        { event: 'credentials-changed', username: recorded.username !== username, password: !samePassword, ...ended },
        'The username or password changed: every session ended, every trusted device forgotten',
      );
    });
  }
}

/**
 * What is kept of the password. ADMIN_PASSWORD_HASH is kept as the SHA-256 of the hash: a new hash
 * counts as a change (even of the same password: it was put there to change it), and a copy of
 * the database, which never sees the salt, cannot test guesses with it. ADMIN_PASSWORD is hashed
 * with a new salt at each start, so it can only be recognised by checking it against a hash of
 * its own: that hash is kept, as slow to test as sign-in's.
 */
async function kept(password: Password): Promise<string> {
  return 'hash' in password ? digestOf(password.hash) : formatPasswordHash(await hashPassword(password.plain));
}

async function isKeptOf(kept: string, password: Password): Promise<boolean> {
  if ('hash' in password) return kept === digestOf(password.hash);
  const hash = parsePasswordHash(kept);
  return hash !== undefined && verifyPassword(password.plain, hash);
}

const digestOf = (hash: PasswordHash): string =>
  `sha256:${createHash('sha256').update(formatPasswordHash(hash)).digest('base64url')}`;
