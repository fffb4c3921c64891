import { imageWidths } from '@portfolio/contract';
import sharp from 'sharp';
import { RefusedContent } from './file-content';

/** The most pixels an upload may have: a 40-megapixel photo decodes to 160 MB of RGBA. */
export const MAX_PIXELS = 40_000_000;

// One image at a time, each on one thread, and nothing kept between them: a small server's memory
// and cores stay the visitors'.
sharp.cache(false);
sharp.concurrency(1);

export interface ImageCopies {
  /** As it is shown: turned the way its orientation says. */
  width: number;
  height: number;
  /** WebP copies by width, narrowest first; none wider than the image. */
  copies: { width: number; body: Buffer }[];
}

/**
 * Decodes an image and encodes it again as WebP at the widths a page asks for. Only the pixels are
 * kept, turned upright: EXIF (a phone's GPS position among it), comments and colour profiles other
 * than sRGB are left behind. The size is read from the header first, so an image that would
 * decode to gigabytes (a few kilobytes of PNG can say 50,000 × 50,000) is refused before decoding.
 */
export async function makeImageCopies(bytes: Buffer): Promise<ImageCopies> {
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'truncated' } as const;
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw damaged();
    });
  if (header.width * header.height > MAX_PIXELS) {
    throw new RefusedContent(
      `This image is ${header.width} × ${header.height} pixels; the most is ${MAX_PIXELS / 1e6} megapixels. Make it smaller and upload it again.`,
    );
  }
  const turned = (header.orientation ?? 1) >= 5;
  const [width, height] = turned ? [header.height, header.width] : [header.width, header.height];
  try {
    // Decoded once, at the widest copy's size (JPEG decodes straight to a fraction of its size),
    // and each copy made from those pixels.
    const widths = imageWidths(width);
    const { data, info } = await sharp(bytes, options)
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
    throw damaged();
  }
}

const damaged = () =>
  new RefusedContent('This image could not be read: it may be damaged. Export it again and upload the new file.');
