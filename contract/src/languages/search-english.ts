/**
 * The words the blog's search box says of its results, which its script carries in English and
 * takes a page's own from its HTML (`islandWords`). A module of their own: the search's script
 * and the public page's islands share no code, so neither loads the other's.
 */
export const SEARCH_ENGLISH = {
  postFound: '{count} post found',
  postsFound: '{count} posts found',
  noPostsFound: 'No posts found',
  searchUnavailable: 'Search is unavailable right now.',
} as const;
