// `make env`: writes .env from .env.example with a random admin password (printed once, stored
// only as its hash) and a random database password. Never overwrites an existing .env.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hashPassword } from './hash-password.mjs';

const ENV_FILE = '.env';

if (existsSync(ENV_FILE)) {
  console.log(`${ENV_FILE} already exists: left as it is. (Delete it first to make a new one.)`);
  process.exit(0);
}

const password = randomBytes(18).toString('base64url');
const values = {
  ADMIN_PASSWORD_HASH: await hashPassword(password),
  ADMIN_PASSWORD: '',
  POSTGRES_PASSWORD: randomBytes(24).toString('base64url'),
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
`);
