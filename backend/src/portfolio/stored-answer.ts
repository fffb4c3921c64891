import type { Response } from 'express';
import { toEtag } from './etag';
import type { StoredPortfolio } from './stored-portfolio';

/** The answer to a save (a PUT or a restore) or to the landing page's read: what is stored, which no cache keeps. */
export function sendSaved(response: Response, { json, revision }: Pick<StoredPortfolio, 'json' | 'revision'>): void {
  response.setHeader('Cache-Control', 'no-store').setHeader('ETag', toEtag(revision)).type('json').send(json);
}
