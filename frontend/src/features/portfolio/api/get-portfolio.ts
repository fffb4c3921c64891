import type { Portfolio } from '@portfolio/contract';
import { getJson } from '@/lib/api-client';
import { portfolioFromReply } from '@/lib/portfolio-reply';

/** The public page waits at most 5 s for its data before keeping the built-in content. */
export const PORTFOLIO_TIMEOUT_MS = 5000;

export async function getPortfolio(signal?: AbortSignal): Promise<Portfolio> {
  return portfolioFromReply(await getJson('/api/portfolio', { timeoutMs: PORTFOLIO_TIMEOUT_MS, signal }));
}
