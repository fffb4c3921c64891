import { isRecord } from '../../document/check.js';
import type { ImportedStatus } from '../imported-post.js';
import { postDate } from './markdown-dates.js';
import { archiveImages, type ArchiveImages } from './markdown-images.js';
import { imageWarnings, type PostContext, type ReadPost } from './markdown-post.js';
import type { PostEntry } from './markdown-site.js';
import { readPostFile } from '../read-post-file.js';

/**
 * A post of this site's own export (`entry`, whose text is `text`): every field as its file
 * writes it, so that the site comes back as it was, but for its images and its translations'
 * images, which are named by their path in the archive as any imported post's are (`/media/a.webp`
 * is `archive:media/a.webp`), to be uploaded again.
 */
export function exportedPost(entry: PostEntry, text: string, { fileName, site }: PostContext): ReadPost {
  const { fields, markdown } = readPostFile(text, `${fileName}, ${entry.path}`);
  const found: ArchiveImages[] = [];
  const withImages = (body: string) => {
    const images = archiveImages(body, (address) => site.find(address, entry.path));
    found.push(images);
    return images.markdown;
  };
  const body = withImages(markdown);
  const translations = Array.isArray(fields.translations)
    ? fields.translations.map((translation: unknown) =>
        isRecord(translation) && typeof translation.body === 'string'
          ? { ...translation, body: withImages(translation.body) }
          : translation,
      )
    : fields.translations;
  const status: ImportedStatus =
    fields.status === 'draft' || fields.status === 'scheduled' ? fields.status : 'published';
  const date = (status === 'scheduled' && postDate(fields.publishAt)) || postDate(fields.date);
  const all = (list: 'used' | 'missing' | 'otherKinds') => [...new Set(found.flatMap((images) => images[list]))];
  return {
    post: {
      source: entry.path,
      title: textOf(fields.title),
      slug: textOf(fields.slug),
      status,
      date: date?.moment ?? '',
      tags: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [],
      excerpt: textOf(fields.excerpt),
      markdown: body,
      fields: { ...fields, ...(translations !== undefined && { translations }) },
    },
    warnings: imageWarnings(entry.path, { missing: all('missing'), otherKinds: all('otherKinds') }),
    images: all('used'),
  };
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
