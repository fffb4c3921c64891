import { DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getPortfolio } from './get-portfolio';

const MAX_RETRIES = 3;

export interface PortfolioState {
  /** True only until the first answer or failure: a retry never keeps the page waiting. */
  isLoading: boolean;
  /** The owner's document from the API, or the built-in one while it cannot be had. */
  portfolio: Portfolio;
}

/**
 * The public page's document: the API's when it answers in time with JSON, otherwise
 * the built-in default. Failures are retried in the background and swap the content in if one
 * succeeds; the page itself stops waiting at the first failure.
 */
export function usePortfolio(): PortfolioState {
  const query = useQuery({
    queryKey: ['portfolio'],
    queryFn: async ({ signal }) => {
      try {
        return await getPortfolio(signal);
      } catch (error) {
        if (!signal.aborted) {
          console.warn(`Showing the built-in portfolio: ${describe(error)}.`);
        }
        throw error;
      }
    },
    retry: (failureCount, error) => failureCount < MAX_RETRIES && isTransient(error),
    // Try even when the browser says it is offline, so the fallback shows at once instead of
    // waiting for a connection.
    networkMode: 'always',
  });

  return {
    isLoading: query.isPending && query.failureCount === 0,
    portfolio: query.data ?? DEFAULT_PORTFOLIO,
  };
}

/** A time-out, a network failure or a server error may pass; a 404 or an HTML page will not. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.reason === 'timeout' ||
    error.reason === 'network' ||
    (error.reason === 'status' && (error.status ?? 0) >= 500)
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
