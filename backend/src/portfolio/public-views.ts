import { createHash } from 'node:crypto';
import { isPublicPost, parseInstant, publicPortfolio, type Portfolio } from '@portfolio/contract';
import type { Revision } from './etag';
import type { StoredPortfolio } from './stored-portfolio';

/** A document as visitors see it at a moment, and the JSON the API sends of it. */
export interface VisitorsDocument {
  document: Portfolio;
  json: Buffer;
}

/** The document as visitors see it at a moment: without hidden items, drafts and posts scheduled for later. */
export interface PublicPortfolio extends VisitorsDocument {
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
 * What visitors see of `document` at `now`, `json` being the whole document's JSON: made once per
 * save, and once per revision and set of posts shown.
 */
export function visitorsDocument(document: Portfolio, json: Buffer, now: Date): VisitorsDocument {
  const visible = publicPortfolio(document, now);
  const serialised = Buffer.from(JSON.stringify(visible));
  // Nothing hidden, nothing waiting, no project put forward: the visitors' view is the document.
  return serialised.equals(json) ? { document, json } : { document: visible, json: serialised };
}

/** Which posts are shown from one scheduled moment to the next: the same for every read between. */
interface Span {
  key: string;
  /** The latest scheduled moment at or before the reads it answers, and the first after them (ms). */
  from: number;
  until: number;
}

/**
 * The public views of one revision, made once each and kept while it is the current one. Which
 * posts are shown changes only when a scheduled post's moment comes: a read between two moments
 * takes the span's key without looking at the posts, one outside it works the span out again from
 * `now`, so a clock set back hides a post again. A revision has at most one view more than it has
 * scheduled posts.
 */
export class PublicViews {
  private stored: StoredPortfolio | undefined;
  private span: Span | undefined;
  private readonly views = new Map<string, PublicPortfolio>();

  of(stored: StoredPortfolio, now: Date): PublicPortfolio {
    const key = this.keyOf(stored, now);
    let view = this.views.get(key);
    if (!view) {
      view = publicView(stored, visitorsDocument(stored.document, stored.json, now));
      this.views.set(key, view);
    }
    return view;
  }

  /** Keeps `visitors`, what a save made of `stored` at `now`, as its view at that moment. */
  keep(stored: StoredPortfolio, now: Date, visitors: VisitorsDocument): void {
    this.views.set(this.keyOf(stored, now), publicView(stored, visitors));
  }

  /** Which posts of `stored` are shown at `now`, forgetting the views of any other revision. */
  private keyOf(stored: StoredPortfolio, now: Date): string {
    if (stored !== this.stored) {
      this.stored = stored;
      this.span = undefined;
      this.views.clear();
    }
    const at = now.getTime();
    if (!this.span || at < this.span.from || at >= this.span.until) this.span = spanOf(stored.document, now);
    return this.span.key;
  }
}

function spanOf({ blogs }: Portfolio, now: Date): Span {
  const at = now.getTime();
  const span = { from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };
  const shown: number[] = [];
  blogs.forEach((post, index) => {
    if (isPublicPost(post, now)) shown.push(index);
    const moment = post.status === 'scheduled' && !post.hidden ? parseInstant(post.publishAt)?.getTime() : undefined;
    if (moment === undefined) return;
    if (moment <= at) span.from = Math.max(span.from, moment);
    else span.until = Math.min(span.until, moment);
  });
  return { key: shown.join(','), ...span };
}

function publicView(stored: StoredPortfolio, { document, json }: VisitorsDocument): PublicPortfolio {
  // Hex without a dash: never of a revision's form ("{version}-{digest}").
  const etag = `"${createHash('sha256').update(json).digest('hex').slice(0, 40)}"`;
  const { revision, publishedAt } = stored;
  return { document, json, etag, revision, publishedAt };
}
