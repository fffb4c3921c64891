import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The data cache, with TanStack Query's own defaults (data kept 5 minutes after its last reader):
 * each query of the product says how it retries, as its screen needs (docs/behaviour.md).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient();
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
