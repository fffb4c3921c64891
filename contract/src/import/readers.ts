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
} from './imported-post.js';
export { PostPlacing, type Placed } from './place-posts.js';
export { postFile, readPostFile } from './post-file.js';
export { readGhostExport } from './ghost/ghost-export.js';
export { readWordPressExport } from './wordpress/wordpress-export.js';
export {
  EXPORT_DESCRIPTION,
  readSiteArchive,
  type ExportedUpload,
  type SiteArchiveEvent,
  type SiteExportDescription,
} from './site-archive.js';
export { ZIP_ENTRIES_MAX, ZIP_ENTRY_BYTES_MAX, ZIP_TOTAL_BYTES_MAX } from './zip/zip-entries.js';
