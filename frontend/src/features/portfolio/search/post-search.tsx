import { islandWords, searchMetaName } from '@portfolio/contract';
import { useLocale, usePageLanguage } from '@/lib/locale';

/** Where the search box's results are, for the box to name. */
const RESULTS_ID = 'post-search-results';

/**
 * The blog's search box, on its index, its tags' pages and each post's page. Shown only where
 * scripts run (post-search.css); its script (search-box.ts) is loaded when the reader first
 * focuses it, or presses `/`, by the page's head script: until then it costs the page its markup.
 */
export function PostSearch() {
  const locale = useLocale();
  const { words } = locale;
  const prefix = usePageLanguage()?.prefix;
  return (
    <div
      role="search"
      className="post-search"
      data-search-box=""
      data-words={islandWords(locale, ['postFound', 'postsFound', 'noPostsFound', 'searchUnavailable'])}
      // Each language's posts are searched apart: a language other than the primary in its own index.
      data-search-meta={prefix ? searchMetaName(prefix) : undefined}
    >
      <label className="sr-only" htmlFor="post-search-box">
        {words.searchPosts}
      </label>
      <input
        id="post-search-box"
        type="search"
        placeholder={words.searchPosts}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-controls={RESULTS_ID}
      />
      <kbd aria-hidden="true">/</kbd>
      <p role="status" className="post-search-status" />
      <ol id={RESULTS_ID} aria-label={words.searchResults} className="post-search-results" hidden />
      <button type="button" className="post-search-more" hidden>
        {words.showMoreResults}
      </button>
    </div>
  );
}
