/*
 * How the blog's search index is made: its own entry (`@portfolio/contract/search-build`), so that
 * no page's bundle carries it; the API's index process requires it.
 */
export {
  fragmentText,
  readWeights,
  postWeights,
  searchIndexFiles,
  weightsText,
  type PostWeights,
  type SearchablePost,
  type SearchFile,
} from './search/build-index.js';
