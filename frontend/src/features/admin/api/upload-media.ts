import { UPLOAD_ROUTE, type UploadedMedia } from '@portfolio/contract';

/** A large file on a slow line takes a while; past this the owner is told to try again. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadResult =
  | { outcome: 'uploaded'; media: UploadedMedia }
  /** The API refused the file, or could not take it: its reason, in words for the owner. */
  | { outcome: 'refused'; message: string }
  | { outcome: 'session-expired' }
  | { outcome: 'timeout' }
  | { outcome: 'offline' };

/**
 * `POST /api/media` with one file, as multipart/form-data. XMLHttpRequest rather than fetch: only
 * it reports how much of the body has been sent, for the progress bar.
 */
export function uploadMedia(
  file: File,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ROUTE);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(resultOf(request.status, request.response as unknown));
    request.onerror = () => resolve({ outcome: 'offline' });
    request.ontimeout = () => resolve({ outcome: 'timeout' });
    request.onabort = () => resolve({ outcome: 'refused', message: 'The upload was cancelled.' });
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function resultOf(status: number, body: unknown): UploadResult {
  if (status === 201 && isUploadedMedia(body)) return { outcome: 'uploaded', media: body };
  if (status === 401) return { outcome: 'session-expired' };
  const message = typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : undefined;
  return { outcome: 'refused', message: message ?? `The upload failed (the server answered ${status}). Try again.` };
}

function isUploadedMedia(body: unknown): body is UploadedMedia {
  if (typeof body !== 'object' || body === null) return false;
  const media = body as Record<string, unknown>;
  return (
    typeof media.url === 'string' && (media.kind === 'image' || media.kind === 'pdf') && typeof media.bytes === 'number'
  );
}
