import { createHash } from 'node:crypto';
import { isPublicPost, parseInstant, publicPortfolio, type Blog, type Portfolio } from '@portfolio/contract';
import type { Revision } from './etag';
import type { StoredPortfolio } from './stored-portfolio';

/** A document as visitors see it at a moment, and the JSON the API sends of it. */
export interface VisitorsDocument {
  document: Portfolio;
  /** The document's JSON, serialised when first read (a read of the whole blog, which a save seldom needs). */
  readonly json: Buffer;
  /**
   * A digest of what the JSON says, and nothing else: what a stranger can read of the document,
   * which a save of drafts alone leaves as it was, and a scheduled post's moment changes with no
   * save. Two documents never share it, across restores too; and it is no revision's, so
   * If-Match with it matches none and a save from it is refused.
   */
  etag: string;
}

/** The document as visitors see it at a moment: without hidden items, drafts and posts scheduled for later. */
export interface PublicPortfolio extends VisitorsDocument {
  revision: Revision;
  /** When what visitors see last changed (see `StoredPortfolio.publishedAt`). */
  publishedAt: Date;
}

/** `value` as the JSON the API sends, serialised when first asked for and kept from then on. */
export function jsonOnce(value: unknown): () => Buffer {
  let json: Buffer | undefined;
  return () => (json ??= Buffer.from(JSON.stringify(value)));
}

/**
 * What visitors see of `document` at `now`, `json` giving the whole document's JSON: made once per
 * save, and once per revision and set of posts shown. Neither serialises the blog: at 10,000 posts
 * its JSON is 3.7 MB, made twice and kept for every view.
 */
export function visitorsDocument(document: Portfolio, json: () => Buffer, now: Date): VisitorsDocument {
  const visible = publicPortfolio(document, now);
  // Nothing hidden, nothing waiting, no project put forward: the visitors' view is the document.
  const same = (['skills', 'projects', 'blogs'] as const).every((list) => sameItems(visible[list], document[list]));
  const shown = same ? document : visible;
  const serialised = same ? json : jsonOnce(visible);
  return {
    document: shown,
    etag: etagOf(shown),
    get json() {
      return serialised();
    },
  };
}

const sameItems = (some: readonly unknown[], others: readonly unknown[]) =>
  some.length === others.length && some.every((item, index) => item === others[index]);

/** Each post's digest, by the post: a post saved alone is a new object, every other keeps its own. */
const postDigests = new WeakMap<Blog, string>();

/** The digest of `document`'s JSON, from its content without the posts and each post's own digest. */
function etagOf(document: Portfolio): string {
  const hash = createHash('sha256').update(JSON.stringify({ ...document, blogs: [] }));
  for (const post of document.blogs) {
    let digest = postDigests.get(post);
    if (digest === undefined) {
      digest = createHash('sha256').update(JSON.stringify(post)).digest('base64');
      postDigests.set(post, digest);
    }
    hash.update(digest);
  }
  // Hex without a dash: never of a revision's form ("{version}-{digest}").
  return `"${hash.digest('hex').slice(0, 40)}"`;
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
      view = publicView(
        stored,
        visitorsDocument(stored.document, () => stored.json, now),
      );
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

function publicView({ revision, publishedAt }: StoredPortfolio, visitors: VisitorsDocument): PublicPortfolio {
  const { document, etag } = visitors;
  return {
    document,
    etag,
    revision,
    publishedAt,
    get json() {
      return visitors.json;
    },
  };
}
