import { isPortfolio, pickPortfolio, type Portfolio } from '@portfolio/contract';
import { unexpectedJson } from './api-client';

/**
 * The body of `GET /api/portfolio` as a whole document (optional fields it lacks read as empty),
 * or the error that says it is none.
 */
export function portfolioFromReply(body: unknown): Portfolio {
  if (!isPortfolio(body)) {
    throw unexpectedJson('/api/portfolio', 'a portfolio document');
  }
  return pickPortfolio(body);
}
