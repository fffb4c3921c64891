import { createHash } from 'node:crypto';
import type { Blog, PageLanguage, Portfolio } from '@portfolio/contract';

/** What every page's digest holds besides its own inputs: the renderer's build, the address, the footer's year. */
export interface Common {
  build: string;
  siteUrl: string;
  year: number;
}

/**
 * 32 characters of a SHA-256: the first 24 bytes, the same characters as the first 32 of the whole
 * digest's base64url. Made from the bytes rather than cut from the string, since V8 keeps a
 * string's cut-off rest as long as the cut is kept: 1 MB among 10,000 posts' remembered digests.
 */
export function shortDigest(data: string | Buffer): string {
  return createHash('sha256').update(data).digest().subarray(0, 24).toString('base64url');
}

/** The digest of what a page shows: its inputs, never its rendered text. */
function digestOf(common: Common, kind: string, inputs: unknown): string {
  return shortDigest(JSON.stringify([common, kind, inputs]));
}

interface Remembered {
  of: readonly unknown[];
  digest: string;
}

/**
 * The digests of pages, remembered by the objects they were made of. A post saved on its own is a
 * new object and the others stay the ones they were, so each pass hashes the pages of what changed,
 * not the blog's. Kept per common part: the site's own address and the one it is published to.
 */
export class PageDigests {
  private readonly byCommon = new Map<string, CommonDigests>();

  for(common: Common): CommonDigests {
    const key = JSON.stringify(common);
    let digests = this.byCommon.get(key);
    if (!digests) {
      // A new year or a new build: what was remembered for the old one is never asked for again.
      if (this.byCommon.size >= 4) this.byCommon.clear();
      digests = new CommonDigests(common);
      this.byCommon.set(key, digests);
    }
    return digests;
  }
}

/** The digests of the pages of views with one common part. */
export class CommonDigests {
  private readonly posts = new WeakMap<Blog, Remembered>();
  private readonly entries = new WeakMap<Blog, Remembered>();
  private readonly shells = new WeakMap<Portfolio['personalInfo'], Remembered>();

  constructor(private readonly common: Common) {}

  /** A page or file made of `inputs`, hashed each time. */
  of(kind: string, inputs: unknown): string {
    return digestOf(this.common, kind, inputs);
  }

  /** A post's page: the site's shell, the post, its neighbours' links and where it is in other languages. */
  post(
    portfolio: Portfolio,
    post: Blog,
    newer: Blog | undefined,
    older: Blog | undefined,
    language?: PageLanguage,
  ): string {
    const shell = this.shell(portfolio);
    // As text, which is the same at the next pass when the languages are: a new object each pass is not.
    const languages = language && JSON.stringify(language);
    return this.remember(this.posts, post, [shell, newer, older, languages], () =>
      digestOf(this.common, 'post', [shell, post, linkOf(newer), linkOf(older), languages]),
    );
  }

  /** A post as a listing or a feed shows it: all of its fields. */
  entry(post: Blog): string {
    return this.remember(this.entries, post, [], () => digestOf(this.common, 'entry', post));
  }

  /** A page of the blog's index or a tag's: the shell, and its posts by their digests. */
  listing(portfolio: Portfolio, posts: Blog[], about: unknown): string {
    return digestOf(this.common, 'listing', [this.shell(portfolio), posts.map((post) => this.entry(post)), about]);
  }

  /**
   * What a post's page and a listing's page show of the landing content: the header's name, the
   * theme, the preview image, and the language they are written in, with its words.
   */
  private shell({ personalInfo, appearance, languages, words }: Portfolio): string {
    return this.remember(this.shells, personalInfo, [appearance, languages, words], () =>
      digestOf(this.common, 'shell', { personalInfo, appearance, languages, words }),
    );
  }

  /** The same object `key`, made of the same objects `of`, has the digest it had. */
  private remember<K extends object>(memo: WeakMap<K, Remembered>, key: K, of: unknown[], make: () => string): string {
    const last = memo.get(key);
    if (last && last.of.length === of.length && last.of.every((part, index) => part === of[index])) return last.digest;
    const digest = make();
    memo.set(key, { of, digest });
    return digest;
  }
}

/** What a post's page shows of a neighbour: its link. */
const linkOf = (post: Blog | undefined) => post && { title: post.title, slug: post.slug };
