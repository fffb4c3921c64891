import { ConnectivityIndicator } from '@/features/connectivity/components/connectivity-indicator';
import { PortfolioView } from '@/features/portfolio/components/portfolio-view';
import type { PageData } from './page-data';

/**
 * The public page as the server renders it: no router and no data cache. The browser never runs
 * it; the parts that move get their islands (src/islands.ts).
 */
export function PublicPage({ portfolio, renderedYear }: PageData) {
  return (
    <>
      <PortfolioView portfolio={portfolio} renderedYear={renderedYear} />
      <ConnectivityIndicator />
    </>
  );
}
