import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BODY_LIMIT_BYTES, MEDIA_MAX_BYTES, POST_BODY_LIMIT_BYTES } from '@portfolio/contract';

// nginx refuses a body over its limit before the API reads any of it: each of its limits must be
// the API's own (which the contract holds), or a body the API takes would be refused in front of it.
const TEMPLATE = readFileSync(join(__dirname, '..', '..', '..', 'nginx', 'templates', 'default.conf.template'), 'utf8');

/** The `client_max_body_size` of the server, or of its `location = <route>` block, in bytes. */
function nginxLimit(route?: string): number {
  const block = route ? new RegExp(`location = ${route} \\{([^}]*)\\}`).exec(TEMPLATE)?.[1] : TEMPLATE;
  const [, size, unit] = /\n {4,8}client_max_body_size (\d+)([km]);/.exec(block ?? '') ?? [];
  if (!size) throw new Error(`no client_max_body_size for ${route ?? 'the server'}`);
  return Number(size) * (unit === 'm' ? 1024 * 1024 : 1024);
}

describe("nginx's body limits", () => {
  it("are the API's for a document and for a post's body", () => {
    expect(nginxLimit()).toBe(BODY_LIMIT_BYTES);
    expect(nginxLimit('/api/post-bodies')).toBe(POST_BODY_LIMIT_BYTES);
  });

  it('let the largest upload through, with room for the form around it', () => {
    const largest = Math.max(...Object.values(MEDIA_MAX_BYTES));
    expect(nginxLimit('/api/media')).toBeGreaterThan(largest);
    expect(nginxLimit('/api/media')).toBeLessThanOrEqual(largest * 1.1);
  });
});
