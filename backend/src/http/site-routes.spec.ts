import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_PATH, MEDIA_PATH } from '@portfolio/contract';
import { isSiteRoute } from './site-routes';

// nginx chooses by path which requests reach the API: the posts' and the uploads' paths it sends on
// must be the contract's, or a post's page would be the app's 404 in front of an API that has it.
const TEMPLATE = readFileSync(join(__dirname, '..', '..', '..', 'nginx', 'templates', 'default.conf.template'), 'utf8');

/** The block of nginx's `location <prefix>`, if it has one. */
const locationOf = (prefix: string) => new RegExp(`\\n {4}location ${prefix} \\{([^}]*)\\}`).exec(TEMPLATE)?.[1];

describe('the paths the API answers outside /api', () => {
  it.each([BLOG_PATH, MEDIA_PATH])('%s is sent on to the API by nginx', (prefix) => {
    expect(locationOf(prefix)).toMatch(/\n {8}proxy_pass \$api;/);
  });

  it("are a post's page, one part after the posts' path", () => {
    expect(isSiteRoute(`${BLOG_PATH}my-first-post`)).toBe(true);
    expect(isSiteRoute(BLOG_PATH)).toBe(false);
    expect(isSiteRoute(`${BLOG_PATH}my-first-post/more`)).toBe(false);
    expect(isSiteRoute('/blogs/my-first-post')).toBe(false);
  });
});
