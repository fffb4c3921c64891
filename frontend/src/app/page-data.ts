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
