import type { PageInput } from '@portfolio/contract';
import { useLocale, useSitePath } from '@/lib/locale';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

/**
 * The page a path that is no page of the site answers with, in the language the path is in: the
 * site's header and footer (its switcher leads to each language's home), and the way home. Rendered
 * by the server like the blog's pages, and loads no app.
 */
export function NotFoundPage({ portfolio, renderedYear }: Pick<PageInput, 'portfolio'> & { renderedYear: number }) {
  const sitePath = useSitePath();
  const { words } = useLocale();
  return (
    <>
      <SiteHeader name={portfolio.personalInfo.name} home={sitePath('/')} siteTheme={portfolio.appearance.theme} />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-16">
          <header className="post-header">
            <p className="post-meta">404</p>
            <h1>{words.notFoundHeading}</h1>
          </header>
          <a href={sitePath('/')} className="post-back">
            {words.returnHome}
          </a>
        </div>
      </main>
      <SiteFooter renderedYear={renderedYear} languages={portfolio.languages} />
    </>
  );
}
