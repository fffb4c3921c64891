import { landingPortfolio, type PageInput } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { PAGE_DATA_ID, pageDataOf, type PageData } from '@/app/page-data';
import { PublicPage } from '@/app/public-page';
import { jsonForScript } from './escape';
import { fillTemplate } from './fill-template';
import { pageHead } from './page-head';
import { renderBody } from './render-body';
import { HTML, themedHtml } from './themed-html';

/**
 * Where the built `index.html` takes the page's head tags (in place of its defaults), its body
 * (inside the root element) and its data (after it).
 */
const HEAD = /<!-- page-head[^>]*-->[\s\S]*?<!-- \/page-head -->/;
const BODY = '<!-- page-body -->';
const DATA = '<!-- page-data -->';
/** The app's entry: this page has none, only its islands, which the head script loads once it is painted. */
const ENTRY = /<script type="module"[^>]*><\/script>\s*/;

/**
 * The public page as HTML, from the built `index.html` and a checked document: the browser shows
 * it as it is, and only the parts that move get a script (src/islands.ts).
 */
export function renderPage({ template, portfolio: document, siteUrl, language, renderedAt }: PageInput): string {
  // Only the posts the page shows, in its data and its description for search engines too.
  const portfolio = landingPortfolio(document);
  const locale = siteLocale(portfolio, language?.tag);
  const data: PageData = { portfolio, renderedYear: renderedAt.getFullYear() };
  const body = renderBody(<PublicPage {...data} />, locale, language);
  const embedded = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(pageDataOf(data))}</script>`;
  return fillTemplate(template, 'index.html', [
    [HTML, themedHtml(portfolio.appearance.theme, locale)],
    [HEAD, pageHead(portfolio, siteUrl, locale.words, language)],
    [ENTRY, ''],
    [BODY, body],
    [DATA, embedded],
  ]);
}

// The server build has one entry, which the API requires: it renders the post pages too.
export { renderPostPage } from './render-post-page';
export { renderBlogPage } from './render-blog-page';
export { renderNotFoundPage } from './render-not-found-page';
