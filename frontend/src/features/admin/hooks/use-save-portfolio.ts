import type { Portfolio } from '@portfolio/contract';
import { useMutation } from '@tanstack/react-query';
import { savePortfolio } from '../api/save-portfolio';

/**
 * The save, as a mutation: one at a time, its outcome (saved, refused, conflict…) a value to
 * act on rather than an error, and no retry, since the owner decides whether to save again.
 */
export function useSavePortfolio() {
  return useMutation({
    mutationKey: ['admin', 'portfolio', 'save'],
    mutationFn: ({ portfolio, etag }: { portfolio: Portfolio; etag: string }) => savePortfolio(portfolio, etag),
    retry: false,
    networkMode: 'always',
  });
}
