import { pageTitle } from '../lib/page-title';
import { usePortfolio } from '../api/use-portfolio';
import { LoadingScreen } from './loading-screen';
import { PortfolioView } from './portfolio-view';

/**
 * The public page reached inside the app (or served without its HTML): the owner's content once
 * fetched, or the built-in content when the API fails.
 */
export function PortfolioPage() {
  const { isLoading, portfolio } = usePortfolio();
  const { personalInfo } = portfolio;

  if (isLoading) return <LoadingScreen name={personalInfo.name} />;

  return (
    <>
      <title>{pageTitle(personalInfo)}</title>
      <meta name="description" content={personalInfo.description} />
      <PortfolioView portfolio={portfolio} renderedYear={new Date().getFullYear()} />
    </>
  );
}
