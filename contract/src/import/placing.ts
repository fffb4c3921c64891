/*
 * What the API itself takes of the import: placing imported posts among the site's, this site's
 * export's description, and the events' types. An entry of its own (`@portfolio/contract/placing`):
 * the readers (`@portfolio/contract/import`: HTML, XML and zip) are loaded only by the process that
 * reads a file, and a post's export file (`@portfolio/contract/post-file`, with its YAML) only at
 * an export, never at the API's start.
 */
export { PostPlacing, type Placed } from './place-posts.js';
export {
  EXPORT_DESCRIPTION,
  type ExportedUpload,
  type SiteArchiveEvent,
  type SiteExportDescription,
} from './site-export-description.js';
export type { ImportedImage, ImportedPost, ImportEvent } from './imported-post.js';
