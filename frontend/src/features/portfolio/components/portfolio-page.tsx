import { publicPortfolio } from '@portfolio/contract';
import { LocaleContext, useSiteLocale } from '@/lib/locale';
import { pageTitle } from '../lib/page-title';
import { usePortfolio } from '../api/use-portfolio';
import { LoadingScreen } from './loading-screen';
import { PortfolioView } from './portfolio-view';

/**
 * The public page reached inside the app (or served without its HTML): the owner's content once
 * fetched, or the built-in content when the API fails. The owner's session fetches the whole
 * document, so the page shows it as visitors see it: no hidden item or unpublished post, and
 * in the site's primary language.
 */
export function PortfolioPage() {
  const { isLoading, portfolio } = usePortfolio();
  const { personalInfo } = portfolio;
  const locale = useSiteLocale(portfolio);

  if (isLoading) return <LoadingScreen name={personalInfo.name} />;

  return (
    <>
      <title>{pageTitle(personalInfo)}</title>
      <meta name="description" content={personalInfo.description} />
      <LocaleContext value={locale}>
        <PortfolioView portfolio={publicPortfolio(portfolio, new Date())} renderedYear={new Date().getFullYear()} />
      </LocaleContext>
    </>
  );
}
