// Makes an uploaded image's WebP copies in a process of its own, started for one image and gone
// when the copies are made: the memory a decoder takes goes back to the system with it, and a
// crash in the decoder ends this process, never the API. Plain JavaScript, so that the tests run
// the same file the API does. It receives { path, maxPixels }, the uploaded file's path, and answers
// { width, height, copies: [{ width, body }] } or { refused: message }. The API stops it when its
// memory passes a ceiling, whatever the image's header said (image-copies.ts).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, run by Node as it is */
const { imageWidths } = require('@portfolio/contract');
const sharp = require('sharp');

// One thread, and nothing kept: a small server's cores stay the visitors'.
sharp.cache(false);
sharp.concurrency(1);

const DAMAGED = 'This image could not be read: it may be damaged. Export it again and upload the new file.';

async function makeCopies(path, maxPixels) {
  const options = { limitInputPixels: maxPixels, failOn: 'truncated' };
  let header;
  try {
    // The header only: an image that would decode to gigabytes is refused before decoding.
    header = await sharp(path, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { refused: DAMAGED };
  }
  if (header.width * header.height > maxPixels) {
    return {
      refused: `This image is ${header.width} × ${header.height} pixels; the most is ${maxPixels / 1e6} megapixels. Make it smaller and upload it again.`,
    };
  }
  const turned = (header.orientation ?? 1) >= 5;
  const [width, height] = turned ? [header.height, header.width] : [header.width, header.height];
  const widths = imageWidths(width);
  try {
    // Decoded once, at the widest copy's size (a JPEG decodes straight to a fraction of its
    // size), turned upright; each copy is made from those pixels. Only pixels are kept: no EXIF.
    const { data, info } = await sharp(path, options)
      .autoOrient()
      .resize({ width: widths[widths.length - 1] })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const copies = [];
    for (const copyWidth of widths) {
      const body = await pixels.clone().resize({ width: copyWidth }).webp({ quality: 80, effort: 3 }).toBuffer();
      copies.push({ width: copyWidth, body });
    }
    return { width, height, copies };
  } catch {
    return { refused: DAMAGED };
  }
}

process.once('message', ({ path, maxPixels }) => {
  makeCopies(path, maxPixels).then((answer) => process.send(answer, () => process.exit(0)));
});
