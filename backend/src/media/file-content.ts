import { MEDIA_MAX_BYTES, MEDIA_TYPE_NAMES } from '@portfolio/contract';

/**
 * What an uploaded file is, judged by its bytes alone: its name and declared type say nothing. A
 * file is one of the kinds below only when it starts as that format does and ends exactly where
 * the format says it ends: a truncated file, or one with something appended (a ZIP after a PNG,
 * a page after a PDF) is not, even if a viewer would open it.
 *
 * This runs on the API's one thread, on bytes anyone signed in can send: every check below reads
 * each byte a bounded number of times, and only once the file is within its kind's size limit.
 */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
export type FileContent = { kind: 'image'; type: ImageType } | { kind: 'pdf'; type: 'application/pdf' };

/** Why a file is refused, in words for the owner, and the HTTP status that says it. */
export class RefusedContent extends Error {
  constructor(
    message: string,
    /** 415: not a kind of file taken here; 413: too large for its kind; 422: a broken one. */
    readonly status: 413 | 415 | 422 = 422,
  ) {
    super(message);
  }
}

export const UNSUPPORTED = 'Upload a JPEG, PNG, WebP or AVIF image, or a PDF.';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

export function inspectContent(bytes: Buffer): FileContent {
  const content = kindOf(bytes);
  if (!content) throw new RefusedContent(`This file is not one the site takes. ${UNSUPPORTED}`, 415);
  const name = MEDIA_TYPE_NAMES[content.type];
  const limit = MEDIA_MAX_BYTES[content.kind];
  if (bytes.length > limit) {
    const size = `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
    throw new RefusedContent(`This ${name} is ${size}; a ${name} may be at most ${limit / 1024 / 1024} MB.`, 413);
  }
  const end = content.type === 'application/pdf' ? pdfEnd(bytes) : IMAGE_ENDS[content.type](bytes);
  if (end === undefined || end > bytes.length)
    throw new RefusedContent(`This ${name} is damaged or incomplete. Export it again and upload the new file.`);
  if (end < bytes.length) {
    throw new RefusedContent(`This ${name} has other data after its end. Export it again as a plain ${name}.`);
  }
  return content;
}

function kindOf(bytes: Buffer): FileContent | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { kind: 'image', type: 'image/jpeg' };
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'image', type: 'image/png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { kind: 'image', type: 'image/webp' };
  }
  if (isAvif(bytes)) return { kind: 'image', type: 'image/avif' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'pdf', type: 'application/pdf' };
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An ISO media file (`ftyp` first) branded AVIF, still or animated. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > bytes.length) return false;
  // The major brand, then the compatible brands after the minor version.
  const isAvifBrand = (at: number) => ['avif', 'avis'].includes(ascii(bytes, at, at + 4));
  if (isAvifBrand(8)) return true;
  for (let at = 16; at + 4 <= size; at += 4) if (isAvifBrand(at)) return true;
  return false;
}

/** Where each image format says the file ends (past the end when it is cut short), or undefined when it never does. */
const IMAGE_ENDS: Record<ImageType, (bytes: Buffer) => number | undefined> = {
  'image/jpeg': jpegEnd,
  'image/png': pngEnd,
  // The RIFF header gives the size of what follows it, padded to an even length.
  'image/webp': (bytes) => 8 + bytes.readUInt32LE(4) + (bytes.readUInt32LE(4) % 2),
  'image/avif': isoMediaEnd,
};

/** After the End Of Image marker: segments are walked by their lengths, scans up to the next marker. */
function jpegEnd(bytes: Buffer): number | undefined {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff)
      at += 1; // fill byte
    else if (marker === 0xd9) return at + 2;
    else if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) at += 2;
    else {
      if (at + 4 > bytes.length) return undefined;
      const length = bytes.readUInt16BE(at + 2);
      if (length < 2) return undefined;
      at += 2 + length;
      // A scan's coded data ends at the first 0xFF that is neither a stuffed zero nor a restart marker.
      if (marker === 0xda) at = scanEnd(bytes, at);
    }
  }
  return undefined;
}

function scanEnd(bytes: Buffer, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return bytes.length;
}

/** After the IEND chunk: chunks are walked by their lengths. */
function pngEnd(bytes: Buffer): number | undefined {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= bytes.length ? at : undefined;
  }
  return undefined;
}

/** After the last top-level box: boxes are walked by their sizes, and must fill the file. */
function isoMediaEnd(bytes: Buffer): number | undefined {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = at + 16 <= bytes.length ? Number(bytes.readBigUInt64BE(at + 8)) : 0;
    else if (size === 0) size = bytes.length - at; // the last box runs to the end
    if (size < 8) return undefined;
    at += size;
  }
  return at;
}

// The trailer: `startxref`, the offset of the cross-reference section, then `%%EOF`. An update
// appended to a PDF ends with a trailer of its own, so the last one is the file's.
const TRAILER = /startxref\s+(\d+)\s+%%EOF[\r\n\t ]*/g;
const TRAILER_WINDOW = 1024;
const XREF_PEEK = 4096;

/** After the last `%%EOF`, when its trailer points at a cross-reference table or stream in the file. */
function pdfEnd(bytes: Buffer): number | undefined {
  const from = Math.max(0, bytes.length - TRAILER_WINDOW);
  const trailer = [...ascii(bytes, from, bytes.length).matchAll(TRAILER)].at(-1);
  if (!trailer) return undefined;
  const offset = Number(trailer[1]);
  if (offset < 5 || offset >= bytes.length) return undefined;
  const section = ascii(bytes, offset, Math.min(bytes.length, offset + XREF_PEEK));
  const table = section.startsWith('xref') && hasTrailerDictionary(bytes, offset);
  // Anchored, and at most XREF_PEEK characters: linear.
  const stream = /^\d+\s+\d+\s+obj\s*<<[\s\S]*\/Type\s*\/XRef/.test(section);
  return table || stream ? from + trailer.index + trailer[0].length : undefined;
}

/**
 * Whether a table's trailer dictionary follows `from`: `trailer`, white space, `<<`, and the
 * catalogue's `/Root` after it. Only the first `trailer <<` need be found (a `/Root` after a later
 * one is after it too), and the white space skipped after each `trailer` is its own: each byte is
 * read at most twice, where a regular expression over the rest of the file read it again for every
 * `trailer` before it.
 */
function hasTrailerDictionary(bytes: Buffer, from: number): boolean {
  for (let at = bytes.indexOf('trailer', from, 'latin1'); at !== -1; at = bytes.indexOf('trailer', at + 1, 'latin1')) {
    let next = at + 'trailer'.length;
    while (next < bytes.length && PDF_WHITE_SPACE.has(bytes[next]!)) next += 1;
    if (ascii(bytes, next, next + 2) === '<<') return bytes.indexOf('/Root', next + 2, 'latin1') !== -1;
  }
  return false;
}

// NUL, tab, line feed, form feed, carriage return and space (ISO 32000-1, 7.2.2).
const PDF_WHITE_SPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
