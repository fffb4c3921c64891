import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config';

/**
 * Where the copy of the site on a static host counts its visits: the API's own address
 * (`SITE_URL`), from the static host's (`PUBLIC_URL`). Undefined where the copy counts nothing: the
 * site is not published, the API's address is not known, or the copy is at the API's own address.
 */
export function publishedCounting({
  siteUrl,
  publish,
}: Pick<AppConfig, 'siteUrl' | 'publish'>): { from: string; to: string } | undefined {
  if (!publish || !siteUrl || publish.publicUrl === siteUrl) return undefined;
  return { from: publish.publicUrl, to: siteUrl };
}

/** How long a browser may keep the preflight's answer: one preflight a day, not one per hit. */
const PREFLIGHT_KEPT_SECONDS = 24 * 60 * 60;

/**
 * Lets the published site's origin, and no other, send hits across origins (CORS): its page posts
 * JSON, which the browser asks about first (a preflight `OPTIONS`), and its post pages' image is
 * fetched in CORS mode too. No credentials: a hit carries no cookie. Any other origin gets no CORS
 * header, so its browser sends nothing but the preflight, and the cross-site check refuses a forged
 * post.
 */
export function allowPublishedSite(origin: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    response.vary('Origin');
    if (request.headers.origin !== origin) return next();
    response.setHeader('Access-Control-Allow-Origin', origin);
    if (request.method !== 'OPTIONS') return next();
    response.setHeader('Access-Control-Allow-Methods', 'POST');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    response.setHeader('Access-Control-Max-Age', String(PREFLIGHT_KEPT_SECONDS));
    response.status(204).end();
  };
}
