import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { IMMUTABLE, REVALIDATE } from '../cache-control';
import { isSiteRoute } from './site-routes';

/** The app's routes other than `/` (which the API renders): every other path is the not-found page. */
const CLIENT_ROUTES = ['/admin'];
/** The post page's template, which the API fills: never a page by itself, but the not-found page. */
const TEMPLATES = ['/post.html', '/post.html.gz'];

/**
 * Serves the built front end from `dir`, as nginx does in production, so `make start` is the whole
 * product on one port: hashed `/assets/*` cached for good (and a missing one is a 404, not the
 * page), everything else revalidated; `/admin` is the app's `index.html`, and so is any other
 * path, with a 404 (its router shows the not-found page). The pre-rendered page and the site's
 * files are left to the API's routes. The build's precompressed `.gz` copies are sent to clients
 * that take gzip, as nginx's gzip_static does. Returns false, serving nothing, when `dir` holds no build.
 */
export function serveStaticSite(app: NestExpressApplication, dir: string): boolean {
  const root = resolve(dir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) return false;

  // Dotfiles (`/.env`, `/.git/HEAD`) are never served, nor answered with the page.
  app.use((request: Request, response: Response, next: NextFunction) =>
    /(^|\/)\./.test(request.path) ? notFound(request, response) : next(),
  );
  const sendPage = (request: Request, response: Response) =>
    sendFile(request, response, indexHtml, existsSync(`${indexHtml}.gz`));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!TEMPLATES.includes(request.path)) return next();
    response.status(404).setHeader('Cache-Control', REVALIDATE);
    sendPage(request, response);
  });
  app.use(sendPrecompressed(root));
  app.use('/assets', express.static(join(root, 'assets'), { index: false, immutable: true, maxAge: '1y' }), notFound);
  app.use(
    express.static(root, { index: false, setHeaders: (response) => response.setHeader('Cache-Control', REVALIDATE) }),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isPage(request) || isSiteRoute(request.path)) return next();
    response.setHeader('Cache-Control', REVALIDATE);
    if (!CLIENT_ROUTES.includes(request.path)) response.status(404);
    sendPage(request, response);
  });
  return true;
}

function isPage(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(request.path);
}

/** Answers a request for a built file that has a `.gz` beside it: compressed when the client takes gzip. */
function sendPrecompressed(root: string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const file = isPage(request) ? builtFile(root, request.path) : undefined;
    if (file === undefined || !existsSync(`${file}.gz`)) return next();
    response.setHeader('Cache-Control', file.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE);
    sendFile(request, response, file, true);
  };
}

function builtFile(root: string, path: string): string | undefined {
  try {
    const file = resolve(root, `.${decodeURIComponent(path)}`);
    return file.startsWith(root + sep) ? file : undefined;
  } catch {
    return undefined; // a malformed escape: not a file of the build
  }
}

/** Sends `file`, or the `.gz` beside it (when `hasGzip`) to a client that takes gzip. */
function sendFile(request: Request, response: Response, file: string, hasGzip: boolean): void {
  response.vary('Accept-Encoding');
  if (!hasGzip || request.acceptsEncodings('gzip') !== 'gzip') return response.sendFile(file);
  response.type(extname(file)).setHeader('Content-Encoding', 'gzip');
  response.sendFile(`${file}.gz`);
}

function notFound(_request: Request, response: Response): void {
  response.status(404).type('text/plain').send('Not found');
}
