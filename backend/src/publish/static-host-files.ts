import { BLOG_PATH, CONTENT_SECURITY_POLICY, DOWNLOAD_CONTENT_SECURITY_POLICY, escapeMarkup } from '@portfolio/contract';
import { IMMUTABLE, REVALIDATE } from '../http/cache-control';
import { PERMISSIONS_POLICY } from '../http/security-headers';

/** A former post address and the address it moved to, both paths (`/blog/old`, `/blog/new`). */
export interface Move {
  from: string;
  to: string;
}

/** The security headers nginx sends with every answer, for hosts that read `_headers`. */
const SECURITY_HEADERS = [
  `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`,
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  `Permissions-Policy: ${PERMISSIONS_POLICY}`,
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
];

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers everywhere, hashed assets and
 * uploads kept for good, everything else revalidated. Hosts join the values of a header that
 * several rules set, so each path gets its Cache-Control from one rule only; an uploaded PDF is a
 * download, sandboxed as nginx serves it (its policy joins the page's: browsers enforce both).
 */
export function headersFile(): string {
  const rule = (path: string, headers: string[]) => [path, ...headers.map((header) => `  ${header}`)];
  return [
    ...rule('/*', SECURITY_HEADERS),
    ...rule('/assets/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...rule('/media/*', [`Cache-Control: ${IMMUTABLE}`]),
    ...rule('/media/*.pdf', [
      'Content-Disposition: attachment',
      `Content-Security-Policy: ${DOWNLOAD_CONTENT_SECURITY_POLICY}`,
    ]),
    ...[
      '/',
      '/index.html',
      `${BLOG_PATH}*`,
      '/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/404.html',
      '/site.webmanifest',
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
