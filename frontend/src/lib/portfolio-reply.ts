import { isPortfolio, type Portfolio } from '@portfolio/contract';
import { ApiError } from './api-client';

/** The body of `GET /api/portfolio` as a document, or the error that says it is none. */
export function portfolioFromReply(body: unknown): Portfolio {
  if (!isPortfolio(body)) {
    throw new ApiError('not-json', '/api/portfolio answered JSON that is not a portfolio document');
  }
  return body;
}
