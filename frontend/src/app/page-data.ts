import type { Portfolio } from '@portfolio/contract';

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
 * What the page carries of its data: its content, without the site's languages and words, which
 * its HTML is written in already (and which a page of an English site never had).
 */
export function pageDataOf({ portfolio, renderedYear }: PageData): object {
  const { languages: _languages, words: _words, ...content } = portfolio;
  return { portfolio: content, renderedYear };
}
