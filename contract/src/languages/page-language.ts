/** A link to a page in one language: its tag (or `x-default`) and its path on the site. */
export interface LanguageLink {
  hreflang: string;
  path: string;
}

/**
 * Which language a page is in, and where the same page is in the site's others. A page of a site
 * in one language is given none, and says nothing of languages beyond `<html lang>`.
 */
export interface PageLanguage {
  /** The page's language. */
  tag: string;
  /** Where that language's pages are: empty for the primary language, `/fr` for another. */
  prefix: string;
  /** The page in each language it is written in, itself included, in the site's order; then `x-default`. */
  alternates: readonly LanguageLink[];
  /** For each of the site's other languages, this page there, or that language's home where it is not written in it. */
  switcher: readonly LanguageLink[];
}
