import { isPortfolio, type Portfolio } from '@portfolio/contract';
import { unexpectedJson } from './api-client';

/** The body of `GET /api/portfolio` as a document, or the error that says it is none. */
export function portfolioFromReply(body: unknown): Portfolio {
  if (!isPortfolio(body)) {
    throw unexpectedJson('/api/portfolio', 'a portfolio document');
  }
  return body;
}
