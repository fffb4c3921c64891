import { pageContent, type PageContent, type Portfolio } from '@portfolio/contract';

/**
 * The id of the `<script type="application/json">` that carries the page's data: the document the
 * server rendered the public page from. Its presence tells the page's islands that the page is
 * the server's (src/islands.ts).
 */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered the public page from. */
export interface PageData {
  portfolio: Portfolio;
  renderedYear: number;
}

/**
 * What the page carries of its data: the content it shows, in its language (`pageContent`): not
 * the site's languages and words, which its HTML is written in already, nor the items'
 * translations, which a page in one language has no use for.
 */
export function pageDataOf({ portfolio, renderedYear }: PageData): { portfolio: PageContent; renderedYear: number } {
  return { portfolio: pageContent(portfolio), renderedYear };
}
