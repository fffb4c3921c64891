import { ConnectivityIndicator } from '@/features/connectivity/components/connectivity-indicator';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';

/** The public page reached inside the app: it fetches the document, as the pre-rendered page need not. */
export function HomeRoute() {
  return (
    <>
      <PortfolioPage />
      <ConnectivityIndicator />
    </>
  );
}
