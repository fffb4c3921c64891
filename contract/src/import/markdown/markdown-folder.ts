import { tomlFields, yamlFields } from '../front-matter.js';
import { ImportFileError, type ImportEvent } from '../imported-post.js';
import { exportedPost } from './markdown-exported-post.js';
import { hugoPermalinks, jekyllPermalink, type Permalinks } from './markdown-old-path.js';
import { markdownPost, type PostContext } from './markdown-post.js';
import { markdownSite } from './markdown-site.js';
import { readZipEntries, ZIP_BOUNDS, type ZipBounds, type ZipEntry } from '../zip/zip-entries.js';

export interface MarkdownFolderOptions {
  /** The moment a post dated later is scheduled for: now, but in tests. */
  now?: Date;
  bounds?: Partial<ZipBounds>;
}

/**
 * The posts of a zipped folder of Markdown (Jekyll, Hugo, Astro, Eleventy, any folder, or this
 * site's own export), then the archive's images they name, each once, one at a time.
 *
 * An archive lists its entries in any order, and a post may come before its images or its
 * generator's settings, so it is read in passes, each over the archive's central directory (which
 * is cheap) and reading only what it needs: the names, the settings, the posts (keeping the set of
 * images they name, never their bytes), the images. Every name is checked in the first pass, so a
 * hostile archive is refused before anything is given.
 */
export async function* readMarkdownFolder(
  zipPath: string,
  fileName: string,
  { now = new Date(), bounds = {} }: MarkdownFolderOptions = {},
): AsyncGenerator<ImportEvent> {
  const limits = { ...ZIP_BOUNDS, ...bounds };
  let expanded = 0;
  // Each pass may read what the ones before it left of the archive's bound.
  const entries = () => readZipEntries(zipPath, fileName, { ...limits, totalBytes: limits.totalBytes - expanded });
  const read = async (entry: ZipEntry) => {
    const bytes = await entry.read();
    expanded += bytes.length;
    return bytes;
  };

  const names = new Set<string>();
  for await (const entry of entries()) names.add(entry.path);
  const site = markdownSite(names);

  const permalinks: Permalinks = {};
  const jekyllSite: Record<string, string> = {};
  const settings = [site.settings.jekyll, site.settings.hugo].filter((path) => path !== undefined);
  if (settings.length > 0) {
    for await (const entry of entries()) {
      if (!settings.includes(entry.path)) continue;
      try {
        const source = `${fileName}, ${entry.path}`;
        const text = decodeText(await read(entry)).text;
        if (entry.path === site.settings.jekyll) {
          const fields = yamlFields(text, source);
          permalinks.jekyll = jekyllPermalink(fields);
          for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') jekyllSite[name] = value;
        } else {
          permalinks.hugo = hugoPermalinks(
            entry.path.endsWith('.toml') ? tomlFields(text, source) : yamlFields(text, source),
          );
        }
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        yield {
          warning: {
            source: entry.path,
            message: `${error.message} The posts' old addresses are the generator's defaults.`,
          },
        };
      }
    }
  }

  const images = new Set<string>();
  const context: PostContext = { fileName, site, permalinks, jekyllSite, now };
  for await (const entry of entries()) {
    const postEntry = site.posts.get(entry.path);
    if (!postEntry) continue;
    const { text, readAs } = decodeText(await read(entry));
    const {
      post,
      warnings,
      images: named,
    } = (postEntry.generator === 'this site' ? exportedPost : markdownPost)(postEntry, text, context);
    yield { post };
    if (readAs) yield { warning: { source: post.source, message: `It is not UTF-8; it was read as ${readAs}.` } };
    for (const warning of warnings) yield { warning };
    for (const image of named) images.add(image);
  }
  if (site.posts.size === 0) yield { warning: { source: fileName, message: 'The archive holds no Markdown post.' } };

  if (images.size === 0) return;
  for await (const entry of entries()) {
    if (images.has(entry.path)) yield { image: { path: entry.path, bytes: await read(entry) } };
  }
}

/** A file's text: UTF-16 when its byte order mark says so, UTF-8, or else the Windows code page older editors wrote. */
function decodeText(bytes: Uint8Array): { text: string; readAs?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), readAs: 'Windows-1252' };
  }
}
