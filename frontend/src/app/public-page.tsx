import { ConnectivityIndicator } from '@/features/connectivity/components/connectivity-indicator';
import { PortfolioView } from '@/features/portfolio/components/portfolio-view';
import type { PageData } from './page-data';

/**
 * The public page as the server renders it and the browser takes it over: no router and no data
 * cache, so a first visit loads only what this page needs.
 */
export function PublicPage({ portfolio, renderedYear }: PageData) {
  return (
    <>
      <PortfolioView portfolio={portfolio} renderedYear={renderedYear} />
      <ConnectivityIndicator />
    </>
  );
}
