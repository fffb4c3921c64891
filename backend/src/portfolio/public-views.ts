import { createHash } from 'node:crypto';
import { isPublicPost, publicPortfolio, type Portfolio } from '@portfolio/contract';
import { toEtag, type Revision } from './etag';
import type { StoredPortfolio } from './portfolio.service';

/** The document as visitors see it at a moment: without hidden items, drafts and posts scheduled for later. */
export interface PublicPortfolio {
  document: Portfolio;
  /** `document` as the JSON the API sends. */
  json: Buffer;
  /**
   * Names the revision and which of its posts are shown: it changes when a scheduled post's moment
   * comes, with no save. When the view is the document, the revision's own ETag.
   */
  etag: string;
  revision: Revision;
  savedAt: Date;
}

/**
 * The public views of one revision, made once each and kept while it is the current one. Which
 * posts are shown is worked out from `now` at every read (a scheduled post's moment against
 * `now`, no serialising), so a clock set back hides a post again; a revision has at most one view
 * more than it has scheduled posts.
 */
export class PublicViews {
  private stored: StoredPortfolio | undefined;
  private readonly views = new Map<string, PublicPortfolio>();

  of(stored: StoredPortfolio, now: Date): PublicPortfolio {
    if (stored !== this.stored) {
      this.stored = stored;
      this.views.clear();
    }
    const { blogs } = stored.document;
    const shown = blogs.flatMap((post, index) => (isPublicPost(post, now) ? [index] : []));
    const key = shown.join(',');
    let view = this.views.get(key);
    if (!view) {
      view = publicView(stored, now, key);
      this.views.set(key, view);
    }
    return view;
  }
}

function publicView(stored: StoredPortfolio, now: Date, shown: string): PublicPortfolio {
  const document = publicPortfolio(stored.document, now);
  const json = Buffer.from(JSON.stringify(document));
  const { revision, savedAt } = stored;
  // Nothing hidden, nothing waiting, no project put forward: the visitors' view is the document.
  if (json.equals(stored.json))
    return { document: stored.document, json: stored.json, etag: toEtag(revision), revision, savedAt };
  const { version, digest } = revision;
  // A short digest of the shown posts' positions tells the views of one revision apart; never a
  // revision's own tag, so If-Match with it matches no revision and a save from it is refused.
  const visible = createHash('sha256').update(shown).digest('hex').slice(0, 12);
  return { document, json, etag: `"${version}-${digest}-${visible}"`, revision, savedAt };
}
