/**
 * The owner's uploaded files and the addresses they are served at. An address says everything a
 * page needs to show the file, so the document can hold just the address:
 *
 * - an image is `/media/{id}-{width}x{height}-{w}.webp`: its own size (for the box it takes before
 *   it loads) and the width `w` of one of its copies, every one of them in WebP;
 * - a PDF is `/media/{id}.pdf`, the file as it was uploaded.
 *
 * `id` is the start of the SHA-256 of the uploaded bytes, so an address never serves two contents
 * and can be cached for good.
 */
export type MediaKind = 'image' | 'pdf';

export interface ImageMedia {
  kind: 'image';
  id: string;
  width: number;
  height: number;
}

export interface PdfMedia {
  kind: 'pdf';
  id: string;
}

export type Media = ImageMedia | PdfMedia;

/** The widths an image is copied at; an image narrower than one is copied at its own width instead. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const WIDEST = 1280;

export const MEDIA_PATH = '/media/';
/** Where the owner uploads a file: the one route that takes multipart/form-data rather than JSON. */
export const UPLOAD_ROUTE = '/api/media';

const SIZE = '[1-9][0-9]{0,7}';
const IMAGE_FILE = new RegExp(`^([0-9a-f]{32})-(${SIZE})x(${SIZE})-(${SIZE})\\.webp$`);
const PDF_FILE = /^([0-9a-f]{32})\.pdf$/;

/** The widths of an image's copies, narrowest first: never wider than the image itself. */
export function imageWidths(width: number): number[] {
  const largest = Math.min(width, WIDEST);
  return [...IMAGE_WIDTHS.filter((copy) => copy < largest), largest];
}

/** The file name of an image's copy `copyWidth` wide, or of a PDF. */
export function mediaFileName(media: Media, copyWidth?: number): string {
  if (media.kind === 'pdf') return `${media.id}.pdf`;
  return `${media.id}-${media.width}x${media.height}-${copyWidth ?? Math.max(...imageWidths(media.width))}.webp`;
}

/** The address a document refers to the file by: for an image, its widest copy. */
export const mediaUrl = (media: Media): string => MEDIA_PATH + mediaFileName(media);

/**
 * The file a name under /media/ stands for, and for an image the width of the copy, if the name
 * is one this site gives its files. Anything else (another width, another extension) is no file.
 */
export function parseMediaFile(name: string): { media: Media; copyWidth?: number } | undefined {
  const pdf = PDF_FILE.exec(name);
  if (pdf) return { media: { kind: 'pdf', id: pdf[1]! } };
  const image = IMAGE_FILE.exec(name);
  if (!image) return undefined;
  const [width, height, copyWidth] = [image[2], image[3], image[4]].map(Number) as [number, number, number];
  if (!imageWidths(width).includes(copyWidth)) return undefined;
  return { media: { kind: 'image', id: image[1]!, width, height }, copyWidth };
}

/** The file a document's value refers to, if it is the address this site gives such a file. */
export function parseMediaUrl(url: string): Media | undefined {
  if (!url.startsWith(MEDIA_PATH)) return undefined;
  const file = parseMediaFile(url.slice(MEDIA_PATH.length));
  return file && mediaUrl(file.media) === url ? file.media : undefined;
}

/** An image's copies for `srcset`: `/media/…-320.webp 320w, …`. */
export const imageSrcSet = (image: ImageMedia): string =>
  imageWidths(image.width)
    .map((width) => `${MEDIA_PATH}${mediaFileName(image, width)} ${width}w`)
    .join(', ');
