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
