import { fork } from 'node:child_process';
import { join } from 'node:path';
import { RefusedContent } from './file-content';

/** The most pixels an upload may have: a 40-megapixel photo decodes to 160 MB of RGBA. */
export const MAX_PIXELS = 40_000_000;
/** Far longer than the largest image takes; a decoder stuck on a hostile file is stopped. */
const PROCESS_TIMEOUT_MS = 30_000;

export interface ImageCopies {
  /** As it is shown: turned the way its orientation says. */
  width: number;
  height: number;
  /** WebP copies by width, narrowest first; none wider than the image. */
  copies: { width: number; body: Buffer }[];
}

type Answer = ImageCopies | { refused: string };

/**
 * Decodes an image and encodes it again as WebP at the widths a page asks for, in a process of
 * its own (image-process.cjs): only the pixels are kept, turned upright, so EXIF (a phone's GPS
 * position among it) and comments are left behind; an image whose header claims more than
 * `MAX_PIXELS` is refused before it is decoded.
 */
export function makeImageCopies(bytes: Buffer): Promise<ImageCopies> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'image-process.cjs'), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      timeout: PROCESS_TIMEOUT_MS,
    });
    let answered = false;
    child.once('message', (answer: Answer) => {
      answered = true;
      if ('refused' in answer) reject(new RefusedContent(answer.refused));
      // The copies arrive as Uint8Arrays: read as Buffers where they are, not copied again.
      else resolve({ ...answer, copies: answer.copies.map(({ width, body }) => ({ width, body: asBuffer(body) })) });
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!answered) reject(new Error(`The image process ended without an answer (${signal ?? `exit code ${code}`})`));
    });
    child.send({ bytes, maxPixels: MAX_PIXELS });
  });
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
