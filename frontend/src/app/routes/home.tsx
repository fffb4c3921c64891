import { ConnectivityIndicator } from '@/features/connectivity/components/connectivity-indicator';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';

export function HomeRoute() {
  return (
    <>
      <PortfolioPage />
      <ConnectivityIndicator />
    </>
  );
}
