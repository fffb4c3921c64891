import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isSafeMethod } from './methods';

/**
 * Refuses changes asked for by another site (cross-site request forgery): browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`. The API sends no CORS headers, so no other
 * site can read its answers either.
 */
export function rejectCrossSite(request: Request, _response: Response, next: NextFunction): void {
  if (isSafeMethod(request.method)) return next();
  const origin = request.headers.origin;
  if (request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isSameHost(origin, request))) {
    return next(new ForbiddenException({ message: 'Changes are accepted only from this site' }));
  }
  next();
}

function isSameHost(origin: string, request: Request): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) and anything unparsable.
    return false;
  }
}
