import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from '../imported-post.js';
import { entryNameProblem, isSymlink, shownName } from './zip-entry-names.js';

/** The most entries an archive may list: a blog of thousands of posts and their images. */
export const ZIP_ENTRIES_MAX = 20_000;
/** The most bytes one entry may expand to: a long video is not a blog's. */
export const ZIP_ENTRY_BYTES_MAX = 100 * 1024 * 1024;
/** The most bytes all the entries read from one archive may expand to. */
export const ZIP_TOTAL_BYTES_MAX = 1024 * 1024 * 1024;

export interface ZipBounds {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}

export const ZIP_BOUNDS: ZipBounds = {
  entries: ZIP_ENTRIES_MAX,
  entryBytes: ZIP_ENTRY_BYTES_MAX,
  totalBytes: ZIP_TOTAL_BYTES_MAX,
};

/** A file of an archive: its path, its size as the archive says, and its bytes on demand. */
export interface ZipEntry {
  path: string;
  size: number;
  /** Its bytes, decompressed: to be asked for before the next entry is. */
  read(): Promise<Buffer>;
}

// The published types describe yauzl 2; these are yauzl 3's, which the contract uses.
interface RawEntry extends Entry {
  fileNameRaw: Buffer;
}
const { getFileNameLowLevel } = yauzl as unknown as {
  getFileNameLowLevel(flags: number, name: Buffer, extraFields: Entry['extraFields'], strict: boolean): string;
};

/**
 * The files of the zip archive at `path` (which the owner sent as `fileName`), one at a time in the
 * archive's order, without folders or what macOS adds (`__MACOSX/`, `.DS_Store`). An archive that
 * could write outside a folder when unpacked (a name that climbs out, is absolute or hides a
 * backslash or NUL, a symbolic link), that is encrypted, that lists too many entries or that
 * expands past `bounds` is refused with an ImportFileError naming it and the entry.
 */
export async function* readZipEntries(
  path: string,
  fileName: string,
  bounds: Partial<ZipBounds> = {},
): AsyncGenerator<ZipEntry> {
  const { entries, entryBytes, totalBytes } = { ...ZIP_BOUNDS, ...bounds };
  const zip = await openZip(path, fileName);
  try {
    if (zip.entryCount > entries) {
      throw new ImportFileError(
        `It has ${zip.entryCount.toLocaleString('en')} entries; an archive may have at most ${entries.toLocaleString('en')}.`,
        fileName,
      );
    }
    let expanded = 0;
    for (let entry = await nextEntry(zip, fileName); entry; entry = await nextEntry(zip, fileName)) {
      const name = entryName(entry);
      const source = `${fileName}, ${shownName(name)}`;
      const problem = entryNameProblem(name);
      if (problem) throw new ImportFileError(problem, source);
      if (isSymlink(entry)) throw new ImportFileError('It is a symbolic link, which an import never follows.', source);
      if (entry.isEncrypted())
        throw new ImportFileError('It is encrypted: send the archive without a password.', source);
      if (name.endsWith('/') || isMacLeftover(name)) continue;
      let current = true;
      yield {
        path: name,
        size: entry.uncompressedSize,
        read: async () => {
          if (!current) throw new Error(`${source} was read after the next entry was asked for.`);
          const bytes = await readEntry(zip, entry, source, entryBytes, totalBytes - expanded);
          expanded += bytes.length;
          return bytes;
        },
      };
      current = false;
    }
  } finally {
    zip.close();
  }
}

function openZip(path: string, fileName: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are decoded here (not by yauzl) so that each refusal names its entry in the owner's words.
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, decodeStrings: false }, (error, zip) => {
      if (error) reject(new ImportFileError(`It is not a zip archive, or it is damaged (${error.message}).`, fileName));
      else resolve(zip);
    });
  });
}

function nextEntry(zip: ZipFile, fileName: string): Promise<RawEntry | undefined> {
  return new Promise((resolve, reject) => {
    const settle = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
    const onEntry = (entry: RawEntry) => (settle(), resolve(entry));
    const onEnd = () => (settle(), resolve(undefined));
    const onError = (error: Error) => (
      settle(),
      reject(new ImportFileError(`It is damaged (${error.message}).`, fileName))
    );
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** An entry's name as its archive wrote it: UTF-8 when flagged, else the old DOS code page; backslashes kept. */
const entryName = (entry: RawEntry) =>
  getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);

const isMacLeftover = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

/**
 * An entry's bytes, counted as they are decompressed, and stopped at `max` (or at what is left of
 * the archive's bound, `left`): a zip bomb's headers may say anything, so only its bytes are
 * counted (and yauzl refuses an entry that expands past what its header said, too).
 */
async function readEntry(zip: ZipFile, entry: Entry, source: string, max: number, left: number): Promise<Buffer> {
  const tooLarge = (size: number) =>
    size > max
      ? `It expands to more than ${max.toLocaleString('en')} bytes, the most an entry may.`
      : size > left
        ? 'The archive expands to more than an import may read.'
        : undefined;
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(unreadable(error, source)) : resolve(opened))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      const problem = tooLarge(size);
      if (problem) throw new ImportFileError(problem, source);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw error instanceof ImportFileError ? error : unreadable(error as Error, source);
  }
  return Buffer.concat(chunks, size);
}

const unreadable = (error: Error, source: string) =>
  new ImportFileError(
    /compression method/.test(error.message)
      ? 'It is compressed in a way an import cannot read: zip it again with the usual settings.'
      : `It cannot be read (${error.message}).`,
    source,
  );
