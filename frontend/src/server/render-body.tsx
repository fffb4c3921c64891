import type { PageLanguage, SiteLocale } from '@portfolio/contract';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { LocaleContext, PageLanguageContext } from '@/lib/locale';

/**
 * A public page's body as HTML: in its locale's words, and on a site in several languages with
 * its links under its language's prefix and its switcher. Without `language` it is the page of a
 * site in one language, byte for byte as before there were several.
 */
export function renderBody(page: ReactNode, locale: SiteLocale, language: PageLanguage | undefined): string {
  return renderToString(
    <StrictMode>
      <LocaleContext value={locale}>
        <PageLanguageContext value={language}>{page}</PageLanguageContext>
      </LocaleContext>
    </StrictMode>,
  );
}
