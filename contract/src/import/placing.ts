/*
 * What the API itself takes of moving in and out: placing imported posts among the site's, this
 * site's export's description and its posts' files, and the events' types. An entry of its own
 * (`@portfolio/contract/placing`): the readers (`@portfolio/contract/import`: HTML, XML, YAML and
 * zip) are loaded only by the process that reads a file, never by the API.
 */
export { PostPlacing, type Placed } from './place-posts.js';
export { postFile } from './post-file.js';
export {
  EXPORT_DESCRIPTION,
  type ExportedUpload,
  type SiteArchiveEvent,
  type SiteExportDescription,
} from './site-export-description.js';
export type { ImportedImage, ImportedPost, ImportEvent } from './imported-post.js';
