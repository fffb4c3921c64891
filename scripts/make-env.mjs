// `make env`: writes .env from .env.example with a random admin password (printed once, stored
// only as its hash), a random database password, a random password for the off-site backups
// (printed once), and the site's address when SITE_URL gives it
// (`make env SITE_URL=https://example.com`). Never overwrites an existing .env.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hashPassword } from './hash-password.mjs';

const ENV_FILE = '.env';

if (existsSync(ENV_FILE)) {
  console.log(`${ENV_FILE} already exists: left as it is. (Delete it first to make a new one.)`);
  process.exit(0);
}

const siteUrl = process.env.SITE_URL ?? '';
if (siteUrl !== '' && !/^https?:\/\/[^/?#\s@]+\/?$/i.test(siteUrl)) {
  console.error(`SITE_URL must be the address visitors use, such as https://example.com (not ${siteUrl}).`);
  process.exit(1);
}

const password = randomBytes(18).toString('base64url');
const values = {
  ADMIN_PASSWORD_HASH: await hashPassword(password),
  ADMIN_PASSWORD: '',
  POSTGRES_PASSWORD: randomBytes(24).toString('base64url'),
  BACKUP_PASSWORD: randomBytes(24).toString('base64url'),
  SITE_URL: siteUrl,
};

const text = readFileSync('.env.example', 'utf8')
  .split('\n')
  .map((line) => {
    const key = /^([A-Z_]+)=/.exec(line)?.[1];
    return key !== undefined && key in values ? `${key}=${values[key]}` : line;
  })
  .join('\n');
writeFileSync(ENV_FILE, text, { mode: 0o600 });

const username = /^ADMIN_USERNAME=(.*)$/m.exec(text)?.[1] ?? '';
console.log(`
Wrote ${ENV_FILE}. Sign in at /admin with

    username: ${username}
    password: ${password}

This password is shown only now; keep it in your password manager.
To change it later: make hash-password, then put the hash in ADMIN_PASSWORD_HASH in ${ENV_FILE}.

The password of the off-site backups (BACKUP_PASSWORD in ${ENV_FILE}): without it they cannot be
read, by anyone. Keep it somewhere other than this server, with BACKUP_REPOSITORY once you set it:

    BACKUP_PASSWORD=${values.BACKUP_PASSWORD}
`);
if (siteUrl === '') {
  console.log(`Before make up, set SITE_URL in ${ENV_FILE} to the address visitors use (https://example.com).\n`);
}
