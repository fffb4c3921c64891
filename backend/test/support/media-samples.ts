import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo `width` × `height` as a phone takes it: JPEG, turned by its EXIF orientation, with a GPS position. */
export function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  // Busy pixels, so that the JPEG is as large as a photo of that size.
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = (at * 7919 + (at >> 9)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

export const image = (format: 'png' | 'webp' | 'avif', width = 200, height = 100): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** A small valid PDF (one empty page), grown by a comment of `padding` bytes, with a correct cross-reference table. */
export function pdf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = `%PDF-1.7\n%${'x'.repeat(padding)}\n`;
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * `bytes` long: a PDF's signature, `trailer<<` over and over with no `/Root`, and a trailer that
 * points at a cross-reference table before them.
 */
export function trailers(bytes: number): Buffer {
  const signature = '%PDF-1.7\n';
  const head = `${signature}xref\n`;
  const tail = `startxref\n${signature.length}\n%%EOF\n`;
  const filler = 'trailer<<'.repeat(Math.ceil(bytes / 9)).slice(0, bytes - head.length - tail.length);
  return Buffer.from(head + filler + tail, 'latin1');
}

/** A PNG whose header says `width` × `height` (its pixels, a few rows of them, never fill it): a decompression bomb. */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a ZIP archive (a local file header and an empty end of directory). */
export const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
