import { createHash } from 'node:crypto';
import { isPublicPost, publicPortfolio, type Portfolio } from '@portfolio/contract';
import type { Revision } from './etag';
import type { StoredPortfolio } from './stored-portfolio';

/** The document as visitors see it at a moment: without hidden items, drafts and posts scheduled for later. */
export interface PublicPortfolio {
  document: Portfolio;
  /** `document` as the JSON the API sends. */
  json: Buffer;
  /**
   * A digest of `json`, and nothing else: what a stranger can read of the document, which a save
   * of drafts alone leaves as it was, and a scheduled post's moment changes with no save. Two
   * documents never share it, across restores too; and it is no revision's, so If-Match with it
   * matches none and a save from it is refused.
   */
  etag: string;
  revision: Revision;
  /** When what visitors see last changed (see `StoredPortfolio.publishedAt`). */
  publishedAt: Date;
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
      view = publicView(stored, now);
      this.views.set(key, view);
    }
    return view;
  }
}

function publicView(stored: StoredPortfolio, now: Date): PublicPortfolio {
  const document = publicPortfolio(stored.document, now);
  const serialised = Buffer.from(JSON.stringify(document));
  // Nothing hidden, nothing waiting, no project put forward: the visitors' view is the document.
  const whole = serialised.equals(stored.json);
  const json = whole ? stored.json : serialised;
  // Hex without a dash: never of a revision's form ("{version}-{digest}").
  const etag = `"${createHash('sha256').update(json).digest('hex').slice(0, 40)}"`;
  const { revision, publishedAt } = stored;
  return { document: whole ? stored.document : document, json, etag, revision, publishedAt };
}
