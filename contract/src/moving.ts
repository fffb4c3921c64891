import type { ImportWarning } from './import/imported-post.js';
import type { PlacedPost } from './import/place-posts.js';

/*
 * Moving a blog in and out: the routes and answers the admin and the API share. The readers of
 * each platform's files are the `@portfolio/contract/import` entry, which the page never loads.
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
