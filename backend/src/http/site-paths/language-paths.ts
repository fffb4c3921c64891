import { isLanguageTag } from '@portfolio/contract';
import type { NextFunction, Request, Response } from 'express';
import { REVALIDATE } from '../cache-control';
import { isLanguagePage, LANGUAGE_PATH } from './site-routes';

/**
 * The site's pages in another language are its pages under that language's tag (`/fr/`,
 * `/fr/blog/{slug}`, `/fr/feed.xml`). This takes the tag off such a path before the routes read
 * it, and keeps it for the page's handler (`languagePrefix`): one route per page answers every
 * language. A tag's home without its slash moves to it, as a folder's does.
 */
export function languagePaths(request: Request, response: Response, next: NextFunction): void {
  const [, tag, page] = LANGUAGE_PATH.exec(request.path) ?? [];
  if (tag === undefined || !isLanguageTag(tag) || !isLanguagePage(page)) return next();
  const query = request.url.slice(request.path.length);
  if (page === undefined) {
    response.setHeader('Cache-Control', REVALIDATE).redirect(301, `/${tag}/${query}`);
    return;
  }
  (response.locals as Locals).languagePrefix = `/${tag}`;
  request.url = `${page}${query}`;
  next();
}

interface Locals {
  languagePrefix?: string;
}

/** Where the language asked for has its pages: empty for the primary language, `/fr` for another. */
export const languagePrefix = (response: Response): string => (response.locals as Locals).languagePrefix ?? '';
