import type { NextFunction, Request, Response } from 'express';
import { REVALIDATE } from './cache-control';

/**
 * nginx keeps what the API marks for revalidation for a second, so that a flood of visitors costs
 * the API one request a second. It counts that second in whole seconds from the one it stored the
 * copy in, so a copy could outlive a save by almost two. Naming the current second as the copy's
 * last (`X-Accel-Expires: @<epoch second>`) ends it when that second does: from the moment a save
 * is answered, no visitor reads the older version more than a second later. nginx reads the
 * header and never passes it on; other clients ignore it.
 */
export function expireProxyCopiesWithTheSecond(request: Request, response: Response, next: NextFunction): void {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const writeHead = response.writeHead;
    response.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (this.getHeader('Cache-Control') === REVALIDATE)
        this.setHeader('X-Accel-Expires', `@${Math.floor(Date.now() / 1000)}`);
      return writeHead.apply(this, args);
    } as Response['writeHead'];
  }
  next();
}
