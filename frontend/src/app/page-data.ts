import type { Portfolio } from '@portfolio/contract';

/** The id of the `<script type="application/json">` that carries the page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/** What the server rendered the public page from: the browser takes the page over with the same. */
export interface PageData {
  portfolio: Portfolio;
  renderedYear: number;
}

/**
 * The data the server embedded in the page, or undefined when there is none (the static page
 * nginx serves while the API is away) or it cannot be read: the app then fetches the document.
 */
export function readPageData(page: Document): PageData | undefined {
  const text = page.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    // The server checked the document and rendered the page from this very data, so it is not
    // checked again here: that would bring the document's rules into the page's script.
    const data = JSON.parse(text) as Partial<PageData>;
    return typeof data.portfolio === 'object' && Number.isInteger(data.renderedYear) ? (data as PageData) : undefined;
  } catch {
    return undefined;
  }
}
