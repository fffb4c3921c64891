import { ImportFileError, type ImportEvent } from '../imported-post.js';
import { readZipEntries, type ZipBounds } from '../zip/zip-entries.js';
import { readWordPressExport } from './wordpress-export.js';

/** An image as a WordPress post names it: any address whose path goes through the uploads folder. */
const UPLOADED_IMAGE =
  /(!\[[^\]\n]*\]\()<?(?:https?:\/\/[^\s)/>]+)?\/(?:[^\s)>]*\/)?wp-content\/uploads\/([^\s)>]+)>?/g;
const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * A WordPress export zipped with its uploads folder (`wp-content/uploads/…`, as the host's file
 * manager or an FTP client downloads it), which a WordPress export alone does not hold: the posts
 * as the export gives them, each image of the uploads folder they show named by its path in the
 * archive, then those images, each once.
 */
export async function* readWordPressArchive(
  zipPath: string,
  fileName: string,
  exports: Set<string>,
  bounds: Partial<ZipBounds> = {},
): AsyncGenerator<ImportEvent> {
  if (exports.size > 1) {
    throw new ImportFileError(
      `It holds ${exports.size} WordPress exports (${[...exports].join(', ')}); import them one at a time.`,
      fileName,
    );
  }
  const [exportName] = exports;
  // Each upload by its path under the uploads folder (`2020/01/figure.jpg`), wherever the folder is.
  const uploads = new Map<string, string>();
  let text: Buffer | undefined;
  for await (const entry of readZipEntries(zipPath, fileName, bounds)) {
    if (entry.path === exportName) text = await entry.read();
    const under = /(?:^|\/)(?:wp-content\/)?uploads\/(.+)$/.exec(entry.path)?.[1];
    if (under && IMAGE_FILE.test(under)) uploads.set(under, entry.path);
  }
  const used = new Set<string>();
  for await (const event of readWordPressExport(once(text!), `${fileName}, ${exportName}`)) {
    if ('post' in event) {
      const markdown = event.post.markdown.replace(UPLOADED_IMAGE, (whole, start: string, path: string) => {
        const entry = uploads.get(decodeURIComponentSafely(path));
        if (!entry) return whole;
        used.add(entry);
        return `${start}${/[\s()<>]/.test(entry) ? `<archive:${entry}>` : `archive:${entry}`}`;
      });
      yield { post: { ...event.post, markdown } };
    } else yield event;
  }
  if (used.size === 0) return;
  for await (const entry of readZipEntries(zipPath, fileName, bounds)) {
    if (used.has(entry.path)) yield { image: { path: entry.path, bytes: await entry.read() } };
  }
}

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

function decodeURIComponentSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
