import type { Request } from 'express';
import { isSameHost } from '../http/cross-site';
import { isReader } from './visitor-agent';

/**
 * Whether a request may be counted at all: a reader's browser showing a page of the site, not a
 * prefetch or a preview made ahead of a visit, and not one whose owner asked not to be followed
 * (Global Privacy Control, which counting, however anonymous, is treated as).
 */
export function isCounted(request: Request, publishedOrigin: string | undefined): boolean {
  const { headers } = request;
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')} ${String(headers['x-moz'] ?? '')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  if (headers['sec-gpc'] === '1') return false;
  return isReader(headers['user-agent'] ?? '') && isFromSite(request, publishedOrigin);
}

/**
 * Whether a hit was sent by a page of the site: the counting image shown on another site's page
 * would otherwise make each of that page's readers a visitor. A browser names where a request
 * comes from in `Sec-Fetch-Site`, `same-origin` for the site's own pages (`same-site` is another
 * port or subdomain, not the site). The copy on a static host is another origin, whose hits are
 * CORS requests (its image too) naming it in `Origin`. A browser sending no `Sec-Fetch-Site`
 * (Safari before 16.4) is believed when its `Origin`, or for an image its `Referer`, is the site's:
 * a hit naming neither is not counted.
 */
function isFromSite(request: Request, publishedOrigin: string | undefined): boolean {
  const { origin, referer } = request.headers;
  if (origin !== undefined && origin === publishedOrigin) return true;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const from = origin ?? referer;
  return from !== undefined && isSameHost(from, request);
}
