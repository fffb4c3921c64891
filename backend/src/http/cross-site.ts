import { ForbiddenException } from '@nestjs/common';
import { HITS_ROUTE } from '@portfolio/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isSafeMethod } from './methods';

/**
 * Refuses changes asked for by another site (cross-site request forgery): browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`. The one exception is a hit from the site's
 * copy on a static host (`hitsFrom`, its origin), which changes nothing of the owner's; CORS lets
 * that origin alone read the hits route's answers (published-site.ts), no other site any answer.
 */
export function rejectCrossSite(hitsFrom: string | undefined): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (isSafeMethod(request.method)) return next();
    const origin = request.headers.origin;
    if (origin !== undefined && origin === hitsFrom && request.path === HITS_ROUTE) return next();
    if (request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isSameHost(origin, request))) {
      return next(new ForbiddenException({ message: 'Changes are accepted only from this site' }));
    }
    next();
  };
}

/** Whether `address` (an origin, or a whole page's address) is on the host `request` was sent to. */
export function isSameHost(address: string, request: Request): boolean {
  try {
    return new URL(address).host === request.headers.host;
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) and anything unparsable.
    return false;
  }
}
