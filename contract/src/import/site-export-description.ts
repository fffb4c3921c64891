import type { Media } from '../media.js';
import type { MediaType } from '../uploads.js';
import type { ImportEvent } from './imported-post.js';

/** The file at the root of this site's export that says it is one, and holds what is not a post. */
export const EXPORT_DESCRIPTION = 'portfolio.json';

/** An upload as the export keeps it: what the site knows of it, and the names of the files it is served as (`media/{name}`). */
export interface ExportedUpload {
  media: Media;
  type: MediaType;
  bytes: number;
  files: string[];
}

/** `portfolio.json`: the landing page's content in its shape, the posts' files in the owner's order, the uploads. */
export interface SiteExportDescription {
  shape: number;
  portfolio: unknown;
  posts: string[];
  media: ExportedUpload[];
}

/** What this site's export holds besides posts and their images: its description, then each upload whole. */
export type SiteArchiveEvent =
  | ImportEvent
  | { site: SiteExportDescription }
  | { upload: { upload: ExportedUpload; files: { name: string; bytes: Uint8Array }[] } };
