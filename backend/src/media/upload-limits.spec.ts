import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_TIMEOUTS } from '../database/database-options';
import { DEFAULT_UPLOAD_LIMITS } from './upload-limits';

const NGINX_TEMPLATE = join(__dirname, '..', '..', '..', 'nginx', 'templates', 'default.conf.template');

/** nginx's proxy_read_timeout, in milliseconds, in the block of `location = /api/media`. */
function nginxUploadReadTimeoutMs(): number {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const block = /location = \/api\/media \{([^}]*)\}/.exec(template)?.[1];
  const seconds = block && /proxy_read_timeout (\d+)s;/.exec(block)?.[1];
  if (!seconds) throw new Error('No proxy_read_timeout in seconds in nginx’s location = /api/media');
  return Number(seconds) * 1000;
}

describe('the time limits of an upload', () => {
  it('end, with the session’s check before it and the statement under way after it, well before nginx stops waiting', () => {
    const apiAnswersWithinMs = DATABASE_TIMEOUTS.queryMs + DEFAULT_UPLOAD_LIMITS.deadlineMs + DATABASE_TIMEOUTS.queryMs;

    expect(apiAnswersWithinMs).toBeLessThanOrEqual(nginxUploadReadTimeoutMs() - 3000);
  });
});
