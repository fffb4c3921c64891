import { isPortfolio, type Portfolio } from '@portfolio/contract';
import { ApiError, getJson } from '@/lib/api-client';

/** The public page waits at most 5 s for its data before keeping the built-in content. */
export const PORTFOLIO_TIMEOUT_MS = 5000;

export async function getPortfolio(signal?: AbortSignal): Promise<Portfolio> {
  const body = await getJson('/api/portfolio', { timeoutMs: PORTFOLIO_TIMEOUT_MS, signal });
  if (!isPortfolio(body)) {
    throw new ApiError('not-json', '/api/portfolio answered JSON that is not a portfolio document');
  }
  return body;
}
