import {
  BLOG_PATH,
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_DIRECTIVES,
  DOWNLOAD_CONTENT_SECURITY_POLICY,
  escapeMarkup,
} from '@portfolio/contract';
import { IMMUTABLE, REVALIDATE } from '../http/cache-control';
import { PERMISSIONS_POLICY } from '../http/security-headers';

/** A former post address and the address it moved to, both paths (`/blog/old`, `/blog/new`). */
export interface Move {
  from: string;
  to: string;
}

/**
 * The security headers nginx sends with every answer, for hosts that read `_headers`; the policy
 * also lets the pages send their visits to the API's address (`apiUrl`) where they count them.
 */
const securityHeaders = (apiUrl: string | undefined) => [
  `Content-Security-Policy: ${apiUrl === undefined ? CONTENT_SECURITY_POLICY : policyWith(apiUrl)}`,
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  `Permissions-Policy: ${PERMISSIONS_POLICY}`,
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
];

/** The site's policy, with `origin` added where the pages count visits: the island's request and the posts' image. */
function policyWith(origin: string): string {
  const added = new Set(['connect-src', 'img-src']);
  return Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
    .map(([directive, sources]) => [directive, ...sources, ...(added.has(directive) ? [origin] : [])].join(' '))
    .join('; ');
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers everywhere, hashed assets and
 * uploads kept for good, everything else revalidated. Hosts join the values of a header that
 * several rules set, so each path gets its Cache-Control from one rule only; an uploaded PDF is a
 * download, sandboxed as nginx serves it (its policy joins the page's: browsers enforce both).
 * Each other language's pages are in its folder (`languages`: `/fr`), revalidated as the primary's.
 */
export function headersFile(apiUrl: string | undefined, languages: readonly string[] = []): string {
  const rule = (path: string, headers: string[]) => [path, ...headers.map((header) => `  ${header}`)];
  return [
    ...rule('/*', securityHeaders(apiUrl)),
    ...rule('/assets/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...rule('/media/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...rule('/media/*.pdf', [
      'Content-Disposition: attachment',
      `Content-Security-Policy: ${DOWNLOAD_CONTENT_SECURITY_POLICY}`,
    ]),
    ...[
      '/',
      '/index.html',
      '/blog',
      '/blog.html',
      `${BLOG_PATH}*`,
      '/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/404.html',
      '/site.webmanifest',
      ...languages.map((prefix) => `${prefix}/*`),
    ].flatMap((path) => rule(path, [`Cache-Control: ${REVALIDATE}`])),
    '',
  ].join('\n');
}

/** `_redirects` (Netlify, Cloudflare Pages): each former post address, moved for good. */
export function redirectsFile(moves: Move[]): string {
  return moves.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/**
 * The page at a former address, for hosts that read no `_redirects`: it names the new address as
 * the canonical one, so search engines move the page, and sends the visitor on at once.
 */
export function redirectPage({ to }: Move, publicUrl: string): string {
  const address = escapeMarkup(`${publicUrl}${to}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<title>Moved</title>',
    `<link rel="canonical" href="${address}">`,
    `<meta http-equiv="refresh" content="0; url=${address}">`,
    '<meta name="robots" content="noindex">',
    `<p>This post moved to <a href="${address}">${address}</a>.</p>`,
    '',
  ].join('\n');
}
