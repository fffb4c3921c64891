import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RefusedContent } from './file-content';

/** The most pixels an upload may have, by its header: a 40-megapixel photo decodes to 160 MB of RGBA. */
export const MAX_PIXELS = 40_000_000;
/** How often the image process's memory is read: it grows by tens of megabytes in this long at most. */
const MEMORY_CHECK_EVERY_MS = 10;

export interface ImageCopies {
  /** As it is shown: turned the way its orientation says. */
  width: number;
  height: number;
  /** WebP copies by width, narrowest first; none wider than the image. */
  copies: { width: number; body: Buffer }[];
}

type Answer = ImageCopies | { refused: string };

/**
 * Decodes the image in the file at `path` and encodes it again as WebP at the widths a page asks
 * for, in a process of its own (image-process.cjs): only the pixels are kept, turned upright, so
 * EXIF (a phone's GPS position among it) and comments are left behind. An image whose header
 * claims more than `MAX_PIXELS` is refused before it is decoded; one whose decoding takes more
 * than `memoryBytes` of memory (whatever its header said) is stopped and refused; when `signal`
 * aborts, the process is stopped and the promise rejects with the signal's reason.
 */
export function makeImageCopies(
  path: string,
  { signal, memoryBytes }: { signal: AbortSignal; memoryBytes: number },
): Promise<ImageCopies> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'image-process.cjs'), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      signal,
      killSignal: 'SIGKILL',
    });
    let outgrown = false;
    const watch = setInterval(() => {
      if ((residentBytes(child.pid) ?? 0) <= memoryBytes) return;
      outgrown = true;
      child.kill('SIGKILL');
    }, MEMORY_CHECK_EVERY_MS);
    let answered = false;
    child.once('message', (answer: Answer) => {
      answered = true;
      if ('refused' in answer) reject(new RefusedContent(answer.refused));
      // The copies arrive as Uint8Arrays: read as Buffers where they are, not copied again.
      else resolve({ ...answer, copies: answer.copies.map(({ width, body }) => ({ width, body: asBuffer(body) })) });
    });
    child.once('error', (error) => reject(signal.aborted ? signal.reason : error));
    child.once('exit', (code, exitSignal) => {
      clearInterval(watch);
      if (answered || signal.aborted) return;
      if (outgrown) reject(new RefusedContent(tooMuchMemory(memoryBytes)));
      else reject(new Error(`The image process ended without an answer (${exitSignal ?? `exit code ${code}`})`));
    });
    child.send({ path, maxPixels: MAX_PIXELS });
  });
}

const tooMuchMemory = (bytes: number) =>
  `This image takes more than ${bytes / 1024 / 1024} MB of memory to read. Make it smaller, or save it as a JPEG, and upload it again.`;

/** A process's resident memory in bytes (Linux's /proc), or undefined where it cannot be read. */
function residentBytes(pid: number | undefined): number | undefined {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
