import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES, type Media, type MediaKind, type UploadedMedia } from '@portfolio/contract';
import { uploadMedia } from '../api/upload-media';

/** `2.4 MB`, `830 KB`: a file's size as people read it (1 MB is 1024 KB, as the limits are). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * What a field says of its file: `JPEG · 2.4 MB · 1600 × 1200 px` just after the upload, and what
 * its address tells (`1600 × 1200 px`, `PDF`) once the editor is opened again.
 */
export function describeMedia(media: Media, upload: UploadedMedia | undefined): string {
  const size = media.kind === 'image' ? `${media.width} × ${media.height} px` : undefined;
  if (!upload) return size ?? 'PDF';
  return [MEDIA_TYPE_NAMES[upload.type] ?? upload.type, formatBytes(upload.bytes), size].filter(Boolean).join(' · ');
}

/** Why an upload did not happen, in words the owner can act on. */
export const UPLOAD_MESSAGES = {
  tooLarge: (bytes: number, max: number) => `This file is ${formatBytes(bytes)}; the most is ${formatBytes(max)}.`,
  wrongKind: {
    image: 'This is not an image. Upload a JPEG, PNG, WebP or AVIF file.',
    pdf: 'This is not a PDF. Upload the resume as a PDF file.',
  } satisfies Record<MediaKind, string>,
  'session-expired': 'Your session has ended. Sign in again, then upload the file.',
  timeout: 'The upload took too long. Check the connection, then try again.',
  offline: 'The upload could not reach the API. Check the connection, then try again.',
} as const;

/**
 * Uploads a file for a place that takes one kind (an image, a PDF): refused before sending when
 * it is too large, and after when the server found it is of another kind. Either way, why in words.
 */
export async function uploadFileOf(
  accepts: MediaKind,
  file: File,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<{ ok: true; media: UploadedMedia } | { ok: false; problem: string }> {
  if (file.size > MEDIA_MAX_BYTES[accepts]) {
    return { ok: false, problem: UPLOAD_MESSAGES.tooLarge(file.size, MEDIA_MAX_BYTES[accepts]) };
  }
  const result = await uploadMedia(file, options);
  if (result.outcome !== 'uploaded') {
    return { ok: false, problem: result.outcome === 'refused' ? result.message : UPLOAD_MESSAGES[result.outcome] };
  }
  if (result.media.kind !== accepts) return { ok: false, problem: UPLOAD_MESSAGES.wrongKind[accepts] };
  return { ok: true, media: result.media };
}
