import { escapeMarkup, type PageInput } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { NotFoundPage } from '@/features/portfolio/post/not-found-page';
import { fillTemplate } from './fill-template';
import { renderBody } from './render-body';
import { HTML, themedHtml } from './themed-html';

/** Where the built `post.html` takes the page's head tags and its body. */
const HEAD = /<!-- post-head -->[\s\S]*?<!-- \/post-head -->/;
const BODY = '<!-- post-body -->';

/**
 * The not-found page of a language, from the built `post.html`: in that language's words, with no
 * canonical address and no alternates. It is answered with a 404, which keeps it out of search
 * engines' indexes.
 */
export function renderNotFoundPage({ template, portfolio, language, renderedAt }: PageInput): string {
  const locale = siteLocale(portfolio, language?.tag);
  const body = renderBody(
    <NotFoundPage portfolio={portfolio} renderedYear={renderedAt.getFullYear()} />,
    locale,
    language,
  );
  const head = `<title>${escapeMarkup(`${locale.words.notFoundTitle} — ${portfolio.personalInfo.name}`)}</title>`;
  return fillTemplate(template, 'post.html', [
    [HTML, themedHtml(portfolio.appearance.theme, locale)],
    [HEAD, head],
    [BODY, body],
  ]);
}
