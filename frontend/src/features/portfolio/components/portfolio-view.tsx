import { landingPostsCount, type Portfolio } from '@portfolio/contract';
import { Blog } from './blog';
import { Contact } from './contact';
import { Hero } from './hero';
import { Projects } from './projects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Skills } from './skills';

export interface PortfolioViewProps {
  portfolio: Portfolio;
  /** The year the page was rendered in: the footer shows it until the browser reads its own clock. */
  renderedYear: number;
}

/**
 * The page a visitor sees, from a document alone: rendered as HTML by the server and taken over
 * by the browser, or drawn by the app after it fetched the document.
 */
export function PortfolioView({ portfolio, renderedYear }: PortfolioViewProps) {
  const { personalInfo } = portfolio;
  return (
    <>
      <SiteHeader name={personalInfo.name} siteTheme={portfolio.appearance.theme} />
      <main id="main" tabIndex={-1} className="outline-none" data-island="count-visit">
        <Hero personalInfo={personalInfo} />
        <Skills skills={portfolio.skills} />
        <Projects projects={portfolio.projects} />
        <Blog posts={portfolio.blogs} count={landingPostsCount(portfolio)} />
        <Contact personalInfo={personalInfo} />
      </main>
      <SiteFooter renderedYear={renderedYear} languages={portfolio.languages} />
    </>
  );
}
