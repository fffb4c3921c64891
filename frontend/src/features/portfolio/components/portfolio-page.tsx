import { usePortfolio } from '../api/use-portfolio';
import { Blog } from './blog';
import { Contact } from './contact';
import { Hero } from './hero';
import { LoadingScreen } from './loading-screen';
import { Projects } from './projects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Skills } from './skills';

/** The public page: the owner's content, or the built-in content when the API fails. */
export function PortfolioPage() {
  const { isLoading, portfolio } = usePortfolio();
  const { personalInfo } = portfolio;

  if (isLoading) return <LoadingScreen name={personalInfo.name} />;

  return (
    <>
      <title>{`${personalInfo.name} · ${personalInfo.title}`}</title>
      <meta name="description" content={personalInfo.description} />
      <SiteHeader name={personalInfo.name} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero personalInfo={personalInfo} />
        <Skills skills={portfolio.skills} />
        <Projects projects={portfolio.projects} />
        <Blog posts={portfolio.blogs} />
        <Contact personalInfo={personalInfo} />
      </main>
      <SiteFooter />
    </>
  );
}
