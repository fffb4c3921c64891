import { imageSrcSet, imageWidths, mediaUrl, parseMediaUrl, type PersonalInfo } from '@portfolio/contract';
import portraitUrl from '@/assets/portrait.webp';

/** An image as a page shows it: its address, its copies when it has several, and its size for its box. */
export interface PageImage {
  src: string;
  srcSet?: string | undefined;
  width: number;
  height: number;
}

/** The built-in portrait, with its intrinsic size (see scripts/make-portrait.mjs) so its box is known before it loads. */
export const PORTRAIT = { src: portraitUrl, width: 480, height: 480 } as const;

/** The width the hero's portrait takes (78 % of its dial): 300 px on large screens, at most 250 px below. */
export const PORTRAIT_SIZES = '(min-width:1024px) 300px, 250px';

/** An uploaded image of the document, or undefined when the field is empty (or not one of this site's). */
export function uploadedImage(url: string): PageImage | undefined {
  const image = parseMediaUrl(url);
  if (image?.kind !== 'image') return undefined;
  return { src: mediaUrl(image), srcSet: imageSrcSet(image), width: image.width, height: image.height };
}

/** The owner's portrait: the uploaded one, or the built-in one. */
export const portraitOf = (personalInfo: PersonalInfo): PageImage => uploadedImage(personalInfo.portrait) ?? PORTRAIT;

/** The one file a link preview shows: the portrait's widest copy, and its size. */
export const previewImage = (personalInfo: PersonalInfo): PreviewImage =>
  uploadedPreview(personalInfo.portrait) ?? { url: PORTRAIT.src, width: PORTRAIT.width, height: PORTRAIT.height };

/** What a link preview shows of an image: one file, and its size. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
}

/** The widest copy of an uploaded image, for a link preview; undefined when the address is not one of this site's images. */
export function uploadedPreview(url: string): PreviewImage | undefined {
  const image = parseMediaUrl(url);
  if (image?.kind !== 'image') return undefined;
  const width = Math.max(...imageWidths(image.width));
  return { url: mediaUrl(image), width, height: Math.round((image.height * width) / image.width) };
}
