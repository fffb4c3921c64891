import { isRecord } from '../document/check.js';
import { ImportFileError } from './imported-post.js';
import { readMarkdownFolder, type MarkdownFolderOptions } from './markdown/markdown-folder.js';
import { readWordPressArchive } from './wordpress/wordpress-archive.js';
import { readZipEntries } from './zip/zip-entries.js';
import {
  EXPORT_DESCRIPTION,
  type ExportedUpload,
  type SiteArchiveEvent,
  type SiteExportDescription,
} from './site-export-description.js';

/**
 * A zipped folder of Markdown; a WordPress export zipped with its uploads folder; or this site's
 * own export (it has `portfolio.json` at its root): then its description first, and each upload
 * with all its files, to be stored as they were (the pages name them), before the posts.
 */
export async function* readSiteArchive(
  zipPath: string,
  fileName: string,
  options: MarkdownFolderOptions = {},
): AsyncGenerator<SiteArchiveEvent> {
  let description: SiteExportDescription | undefined;
  const wordPress = new Set<string>();
  for await (const entry of readZipEntries(zipPath, fileName, options.bounds)) {
    if (entry.path === EXPORT_DESCRIPTION)
      description = described(await entry.read(), `${fileName}, ${EXPORT_DESCRIPTION}`);
    else if (/\.xml$/i.test(entry.path) && isWordPressExport(await entry.read())) wordPress.add(entry.path);
  }
  if (!description && wordPress.size > 0) {
    yield* readWordPressArchive(zipPath, fileName, wordPress, options.bounds);
    return;
  }
  if (description) {
    yield { site: description };
    const uploadOf = new Map(
      description.media.flatMap((upload) => upload.files.map((name) => [`media/${name}`, upload])),
    );
    // An upload's files follow each other in the export: one upload's bytes are held at a time.
    let held: { upload: ExportedUpload; files: { name: string; bytes: Uint8Array }[] } | undefined;
    for await (const entry of readZipEntries(zipPath, fileName, options.bounds)) {
      const upload = uploadOf.get(entry.path);
      if (!upload) continue;
      if (held && held.upload !== upload) yield { upload: held };
      if (held?.upload !== upload) held = { upload, files: [] };
      held.files.push({ name: entry.path.slice('media/'.length), bytes: await entry.read() });
    }
    if (held) yield { upload: held };
  }
  yield* readMarkdownFolder(zipPath, fileName, options);
}

/** Whether an XML file is a WordPress export: WordPress names its namespace at the top. */
const isWordPressExport = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 4096)).includes('wordpress.org/export/');

/** `portfolio.json` read, or refused naming it when it is not this site's description. */
function described(bytes: Uint8Array, source: string): SiteExportDescription {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ImportFileError('It is not JSON.', source);
  }
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const uploads = (list: unknown) =>
    Array.isArray(list) &&
    list.every(
      (item) => isRecord(item) && isRecord(item.media) && typeof item.media.id === 'string' && texts(item.files),
    );
  if (!isRecord(value) || !isRecord(value.portfolio) || !texts(value.posts) || !uploads(value.media)) {
    throw new ImportFileError("It is not this site's export description (portfolio, posts and media).", source);
  }
  return value as unknown as SiteExportDescription;
}
