import {
  inLanguage,
  isWrittenIn,
  languagePrefix,
  siteLanguages,
  type Blog,
  type LanguageLink,
  type PageLanguage,
  type Portfolio,
} from '@portfolio/contract';

/** The site in one of its languages: the document as its pages show it, and where they are. */
export interface LanguageView {
  tag: string;
  /** Empty for the primary language, `/fr` for another. */
  prefix: string;
  document: Portfolio;
  /** The post of the stored document a post of `document` is: one page in each language it is written in. */
  originalOf: (post: Blog) => Blog;
}

/** The site in each of its languages, the primary first. */
export function languageViews(portfolio: Portfolio): LanguageView[] {
  const [primary] = siteLanguages(portfolio);
  return siteLanguages(portfolio).map((tag) => {
    const document = inLanguage(portfolio, tag);
    const prefix = languagePrefix(portfolio, tag);
    // The primary language's document is the stored one, its posts their own originals.
    if (tag === primary) return { tag, prefix, document, originalOf: (post: Blog) => post };
    // `inLanguage` keeps the posts written in the language, in the document's order.
    const originals = portfolio.blogs.filter((post) => isWrittenIn(post, tag, primary!));
    const original = new Map(document.blogs.map((post, index) => [post, originals[index]!]));
    return { tag, prefix, document, originalOf: (post: Blog) => original.get(post)! };
  });
}

/** A language's home page: `/` for the primary, `/fr/` for another. */
export const homePath = (prefix: string): string => `${prefix}/`;

/** A language's not-found page, by its name among the pages: `404.html`, `fr/404.html`. */
export const notFoundName = (prefix: string): string => `${prefix.slice(1)}${prefix ? '/' : ''}404.html`;

/**
 * Which page is the same page in another language, by a key of its own (the home page, a listing's
 * page by its path without the language, a post by the stored post), and where it is in each. A page
 * of a site in one language has no `PageLanguage`: it says nothing of languages beyond its `lang`.
 */
export class PageAddresses {
  private readonly pages = new Map<unknown, Map<string, string>>();
  private readonly languages: readonly string[];

  constructor(private readonly views: readonly LanguageView[]) {
    this.languages = views.map(({ tag }) => tag);
  }

  /**
   * Says that the page `key` is at `path` in `view`'s language. A site in one language keeps none:
   * its pages name no other (a blog of 10,000 posts would keep 10,000 groups for nothing).
   */
  add(key: unknown, view: LanguageView, path: string): void {
    if (this.languages.length < 2) return;
    let group = this.pages.get(key);
    if (!group) this.pages.set(key, (group = new Map()));
    group.set(view.tag, path);
  }

  /** The same page in each language it is in, in the site's order, then `x-default`: the primary's, or the first there is. */
  alternates(key: unknown): LanguageLink[] | undefined {
    const group = this.pages.get(key);
    if (!group || this.languages.length < 2) return undefined;
    const found = this.languages.flatMap((tag) => (group.has(tag) ? [{ hreflang: tag, path: group.get(tag)! }] : []));
    return [...found, { hreflang: 'x-default', path: found[0]!.path }];
  }

  /** What a page that is in its language alone says of languages (the not-found page): its switcher leads to each other language's home. */
  alone(view: LanguageView): PageLanguage | undefined {
    if (this.languages.length < 2) return undefined;
    return { tag: view.tag, prefix: view.prefix, alternates: [], switcher: this.switcher(view, new Map()) };
  }

  /** What the page `key` in `view`'s language says of languages: its alternates, and its switcher's links. */
  language(key: unknown, view: LanguageView): PageLanguage | undefined {
    const alternates = this.alternates(key);
    if (!alternates) return undefined;
    return { tag: view.tag, prefix: view.prefix, alternates, switcher: this.switcher(view, this.pages.get(key)!) };
  }

  /**
   * The switcher's links of a page in `view`'s language that is at `group`'s paths: each other
   * language's same page, or where the page is not written in it that language's home, never a
   * page that is not.
   */
  private switcher(view: LanguageView, group: ReadonlyMap<string, string>): LanguageLink[] {
    return this.views
      .filter(({ tag }) => tag !== view.tag)
      .map(({ tag, prefix }) => ({ hreflang: tag, path: group.get(tag) ?? homePath(prefix) }));
  }
}
