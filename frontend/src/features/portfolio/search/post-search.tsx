/** Where the search box's results are, for the box to name. */
const RESULTS_ID = 'post-search-results';

/**
 * The blog's search box, on its index, its tags' pages and each post's page. Shown only where
 * scripts run (post-search.css); its script (search-box.ts) is loaded when the reader first
 * focuses it, or presses `/`, by the page's head script: until then it costs the page its markup.
 */
export function PostSearch() {
  return (
    <div role="search" className="post-search" data-search-box="">
      <label className="sr-only" htmlFor="post-search-box">
        Search posts
      </label>
      <input
        id="post-search-box"
        type="search"
        placeholder="Search posts"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-controls={RESULTS_ID}
      />
      <kbd aria-hidden="true">/</kbd>
      <p role="status" className="post-search-status" />
      <ol id={RESULTS_ID} aria-label="Search results" className="post-search-results" hidden />
      <button type="button" className="post-search-more" hidden>
        Show more results
      </button>
    </div>
  );
}
