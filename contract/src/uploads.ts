import type { ImportWarning } from './import/imported-post.js';
import type { PlacedPost } from './import/place-posts.js';
import type { MediaKind } from './media.js';

/**
 * What the site takes as the owner's files, said once for the API that judges them and the admin
 * that uploads them. Apart from media.ts: the public page needs the addresses, not these.
 */

/** The largest file of each kind, in bytes. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = { image: 10 * 1024 * 1024, pdf: 5 * 1024 * 1024 };

/** The types of file taken, and the names people know them by. */
export const MEDIA_TYPE_NAMES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'application/pdf': 'PDF',
} as const;

export type MediaType = keyof typeof MEDIA_TYPE_NAMES;

/** An upload as `POST /api/media` answers it. */
export interface UploadedMedia {
  id: string;
  /** Where it is served, and what the document refers to it by. */
  url: string;
  kind: MediaKind;
  /** What was uploaded, as judged by its bytes (an image's copies are WebP whatever it was). */
  type: MediaType;
  bytes: number;
  width: number | null;
  height: number | null;
}

/*
 * Moving a blog in and out, another file the owner sends: the routes and answers the admin and the
 * API share. The readers of each platform's files are the `@portfolio/contract/import` entry,
 * which neither the page nor the admin loads.
 */

/** Where a file is imported: its bytes as the body, its type saying which platform wrote it. */
export const IMPORT_ROUTE = '/api/import';
/** Where everything is downloaded, as a .zip that imports back. */
export const EXPORT_ROUTE = '/api/export';
/** The header that names the imported file (URI-encoded), so messages can name it too. */
export const IMPORT_FILE_NAME_HEADER = 'X-File-Name';

/** The largest file imported, in bytes: a blog of thousands of posts, its images left out. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** What each platform's file is sent as (a .zip of Markdown or of this site's export the same). */
export const IMPORT_TYPES = {
  ghost: ['application/json'],
  wordpress: ['application/xml', 'text/xml'],
  archive: ['application/zip', 'application/x-zip-compressed'],
} as const;

export type ImportKind = keyof typeof IMPORT_TYPES;

export type { ImportOutcome, PlacedPost } from './import/place-posts.js';
export type { ImportWarning } from './import/imported-post.js';

/** `POST /api/import`'s answer: what was (or, previewed, would be) imported. */
export interface ImportAnswer {
  imported: boolean;
  posts: PlacedPost[];
  /** The images inside the file, uploaded as the owner's media. */
  images: number;
  warnings: ImportWarning[];
}
