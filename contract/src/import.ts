/*
 * Reading other platforms' exports and placing their posts among the site's: the API's import runs
 * these in a process of its own. Its own entry (`@portfolio/contract/import`), so neither the page
 * nor the admin ever carries an XML, HTML or zip reader.
 */
export {
  ImportFileError,
  type ImportedImage,
  type ImportedPost,
  type ImportEvent,
  type ImportWarning,
} from './import/imported-post.js';
export { PostPlacing, type Placed } from './import/place-posts.js';
