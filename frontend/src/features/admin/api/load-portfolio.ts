import type { Portfolio } from '@portfolio/contract';
import { getJsonReply } from '@/lib/api-client';
import { portfolioFromReply } from '@/lib/portfolio-reply';

/** The admin waits at most 8 s for the landing content, then says the API is unavailable. */
export const ADMIN_LOAD_TIMEOUT_MS = 8000;

/** A version of the document as the server stored it. */
export interface StoredPortfolio {
  portfolio: Portfolio;
  /**
   * Its `ETag`, sent back unchanged as `If-Match` when saving (it may arrive weak through a
   * gzipping proxy); empty when the server sent none, and the save then overwrites.
   */
  etag: string;
}

/**
 * `GET /api/landing`: the landing page's content, the document without its posts (`blogs: []`),
 * under an ETag of its own that a post's save does not change. Posts are read and saved one at a time.
 */
export async function loadPortfolio(signal?: AbortSignal): Promise<StoredPortfolio> {
  const { body, headers } = await getJsonReply('/api/landing', {
    timeoutMs: ADMIN_LOAD_TIMEOUT_MS,
    signal,
    // Never the answer to index.html's preload, which is the public page's and may predate the
    // sign-in (a visitor's copy, from nginx's cache): the browser hands a preload only to a request
    // of the same credentials mode. Same-origin requests send the cookie in either mode.
    credentials: 'include',
  });
  return { portfolio: portfolioFromReply(body), etag: headers.get('etag') ?? '' };
}
