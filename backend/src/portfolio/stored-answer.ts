import type { Response } from 'express';
import { toEtag } from './etag';
import type { StoredPortfolio } from './portfolio.service';

/** The document's JSON, serialised once per revision rather than once per request. */
export function sendStored(response: Response, { json, revision }: StoredPortfolio): void {
  response.setHeader('ETag', toEtag(revision)).type('json').send(json);
}

/** The answer to a save (a PUT or a restore): the stored document, which no cache keeps. */
export function sendSaved(response: Response, stored: StoredPortfolio): void {
  response.setHeader('Cache-Control', 'no-store');
  sendStored(response, stored);
}
