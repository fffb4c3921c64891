import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built front end from `dir`, as nginx does in production, so `make start` is the whole
 * product on one port: hashed `/assets/*` cached for good (and a missing one is a 404, not the
 * page), everything else revalidated, and any other path the app's `index.html` (its router shows
 * the not-found page). Returns false, serving nothing, when `dir` holds no build.
 */
export function serveStaticSite(app: NestExpressApplication, dir: string): boolean {
  const root = resolve(dir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) return false;

  // Dotfiles (`/.env`, `/.git/HEAD`) are never served, nor answered with the page.
  app.use((request: Request, response: Response, next: NextFunction) =>
    /(^|\/)\./.test(request.path) ? notFound(request, response) : next(),
  );
  app.use('/assets', express.static(join(root, 'assets'), { index: false, immutable: true, maxAge: '1y' }), notFound);
  app.use(express.static(root, { index: false, setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache') }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(request.path);
    if (!isPage) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
  return true;
}

function notFound(_request: Request, response: Response): void {
  response.status(404).type('text/plain').send('Not found');
}
