import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { IMPORT_FILE_NAME_HEADER, IMPORT_MAX_BYTES, IMPORT_TYPES, type ImportKind } from '@portfolio/contract';
import type { Request } from 'express';

/** A file to import, where it waits on disk while it is read. */
export interface ReceivedImport {
  path: string;
  kind: ImportKind;
  /** Its name as the owner's computer had it, for messages. */
  fileName: string;
  /** Deletes the file: the import's work is over. */
  discard(): Promise<void>;
}

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most an import takes.`;
const WRONG_TYPE =
  'Send a Ghost export as application/json, a WordPress export as application/xml, or a .zip of Markdown files as application/zip.';

/**
 * Reads an import's body to a file of its own, never into the API's memory, refusing one past the
 * limit (said before a byte is read when its length is) or of a type no reader takes. It runs in
 * the route, after the session guard: only the owner's files are ever read.
 */
export async function receiveImport(request: Request): Promise<ReceivedImport> {
  const kind = kindOf(request);
  if (!kind) throw new UnsupportedMediaTypeException({ message: WRONG_TYPE });
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) {
    throw new PayloadTooLargeException({ message: TOO_LARGE });
  }
  const path = join(tmpdir(), `import-${randomBytes(16).toString('hex')}`);
  const discard = () => unlink(path).catch(() => undefined);
  let bytes = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > IMPORT_MAX_BYTES ? new PayloadTooLargeException({ message: TOO_LARGE }) : null, chunk);
    },
  });
  try {
    await pipeline(request, bounded, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, kind, fileName: fileNameOf(request, kind), discard };
}

function kindOf(request: Request): ImportKind | undefined {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return (Object.keys(IMPORT_TYPES) as ImportKind[]).find((kind) =>
    (IMPORT_TYPES[kind] as readonly string[]).includes(type),
  );
}

const DEFAULT_NAMES: Record<ImportKind, string> = {
  ghost: 'export.json',
  wordpress: 'export.xml',
  archive: 'export.zip',
};

/** The file's own name, without any folder, printable and short; the kind's name when it has none. */
function fileNameOf(request: Request, kind: ImportKind): string {
  let name = request.header(IMPORT_FILE_NAME_HEADER) ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Sent as it is.
  }
  const base = name
    .replace(/^.*[/\\]/, '')
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return base || DEFAULT_NAMES[kind];
}
