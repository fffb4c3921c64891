import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import {
  BODY_LIMIT_BYTES,
  HITS_ROUTE,
  IMPORT_ROUTE,
  POST_BODIES_ROUTE,
  POST_BODY_LIMIT_BYTES,
} from '@portfolio/contract';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config';
import { rejectCrossSite } from './cross-site';
import { ErrorsFilter } from './errors.filter';
import { parseJson, requireJson } from './json-body';
import { allowPublishedSite, publishedCounting } from './published-site';
import { expireProxyCopiesWithTheSecond } from './proxy-cache-expiry';
import { securityHeaders } from './security-headers';
import { createValidationPipe } from './validation';
import { languagePaths } from './site-paths/language-paths';
import { SITE_ROUTES } from './site-paths/site-routes';

// A sign-in is two short strings; refusing large bodies there keeps them away from the hashing.
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
/** What a client sees of a whole document over the body limit. */
export const WHOLE_DOCUMENT_TOO_LARGE =
  'The document is too large to save at once. Save posts one at a time at /api/posts.';
// A hit is a path, a referrer and a link's name.
const HIT_BODY_LIMIT_BYTES = 4 * 1024;

/** How every request is handled before and after its route: the same in production and in tests. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Client addresses (for throttling) and HTTPS (for cookies) come from X-Forwarded-* only when a
  // trusted proxy (nginx) sent them.
  app.set('trust proxy', config.trustProxy);
  // Our ETags name the stored revision; Express's own would hash every other body.
  app.set('etag', false);
  // The API under /api; the public page and the files crawlers ask for at the site's root.
  app.setGlobalPrefix('api', { exclude: SITE_ROUTES.map((path) => ({ path, method: RequestMethod.GET })) });
  // The site's copy on a static host sends its visits here, from its own origin.
  const hitsFrom = publishedCounting(config)?.from;
  app.use(...securityHeaders(), expireProxyCopiesWithTheSecond);
  if (hitsFrom !== undefined) app.use(HITS_ROUTE, allowPublishedSite(hitsFrom));
  app.use(rejectCrossSite(hitsFrom), requireJson);
  app.use(languagePaths);
  app.use('/api/auth', parseJson(AUTH_BODY_LIMIT_BYTES));
  app.use(HITS_ROUTE, parseJson(HIT_BODY_LIMIT_BYTES));
  // A post's body alone may take more than a whole document (docs/blog/posts.md).
  app.use(POST_BODIES_ROUTE, parseJson(POST_BODY_LIMIT_BYTES));
  // A whole document past the limit holds many posts: the owner is told where posts are saved.
  const wholeDocument = parseJson(BODY_LIMIT_BYTES, WHOLE_DOCUMENT_TOO_LARGE);
  app.use('/api/portfolio', (request: Request, response: Response, next: NextFunction) =>
    request.path === '/' ? wholeDocument(request, response, next) : next(),
  );
  // An import's file is read by its route, to disk, whatever its type (a Ghost export is JSON).
  const otherJson = parseJson(BODY_LIMIT_BYTES);
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.path === IMPORT_ROUTE ? next() : otherJson(request, response, next),
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorsFilter());
  return app;
}
