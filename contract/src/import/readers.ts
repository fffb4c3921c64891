/*
 * Reading other platforms' exports: the API's import runs these in a process of its own. An entry
 * of its own (`@portfolio/contract/import`), so that neither the page, nor the admin, nor the API's
 * own process ever carries an XML, HTML or zip reader (what the API takes is
 * `@portfolio/contract/placing`).
 */
export {
  ImportFileError,
  type ImportedImage,
  type ImportedPost,
  type ImportEvent,
  type ImportWarning,
} from './imported-post.js';
export { readGhostExport } from './ghost/ghost-export.js';
export { readWordPressExport } from './wordpress/wordpress-export.js';
export { readSiteArchive } from './site-archive.js';
