import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ZipFile } from 'yazl';
import type { ImportedImage, ImportedPost, ImportEvent, ImportWarning } from '../imported-post.js';

/*
 * Archives for the import's tests, written to a folder of their own: a folder zipped as it is, or
 * entries made here, hostile ones included (yazl refuses to write a name that climbs out, so such
 * a name is written as a harmless one of the same length and then swapped in the bytes).
 */

export interface TestEntry {
  name: string;
  data: string | Buffer;
  /** A Unix mode: `0o120777` makes a symbolic link. */
  mode?: number;
  compress?: boolean;
}

const folder = mkdtempSync(join(tmpdir(), 'import-archives-'));
let made = 0;

/** Removes every archive made: for a test file's `afterAll`. */
export const removeTestArchives = () => rmSync(folder, { recursive: true, force: true });

/** Writes `bytes` as an archive file and gives its path. */
export function archiveFile(bytes: Buffer): string {
  made += 1;
  const path = join(folder, `${made}.zip`);
  writeFileSync(path, bytes);
  return path;
}

/** The bytes of a zip holding `entries`, with each name in `swapped` replaced by its value (of the same length). */
export async function zipBytes(entries: readonly TestEntry[], swapped: Record<string, string> = {}): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, data, mode, compress } of entries) {
    zip.addBuffer(Buffer.from(data), name, {
      ...(mode !== undefined && { mode }),
      ...(compress !== undefined && { compress }),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes: Buffer = Buffer.concat(chunks);
  for (const [harmless, hostile] of Object.entries(swapped)) bytes = swap(bytes, harmless, hostile);
  return bytes;
}

/** An archive holding `entries`: its path. */
export const zipOf = async (entries: readonly TestEntry[], swapped?: Record<string, string>) =>
  archiveFile(await zipBytes(entries, swapped));

/** An archive of every file under `root`, named by its path from there. */
export const zipOfFolder = (root: string) =>
  zipOf(
    filesUnder(root).map((path) => ({ name: relative(root, path).split('\\').join('/'), data: readFileSync(path) })),
  );

function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)]));
}

function swap(bytes: Buffer, harmless: string, hostile: string): Buffer {
  const from = Buffer.from(harmless);
  const to = Buffer.from(hostile);
  if (from.length !== to.length) throw new Error(`"${harmless}" and "${hostile}" differ in length.`);
  const swapped = Buffer.from(bytes);
  for (let at = swapped.indexOf(from); at !== -1; at = swapped.indexOf(from, at + to.length)) to.copy(swapped, at);
  return swapped;
}

/** What a reader gave, by kind, and the error that stopped it, if any. */
export async function collect(events: AsyncIterable<ImportEvent>) {
  const posts: ImportedPost[] = [];
  const images: ImportedImage[] = [];
  const warnings: ImportWarning[] = [];
  const order: string[] = [];
  try {
    for await (const event of events) {
      if ('post' in event) posts.push(event.post);
      if ('image' in event) images.push(event.image);
      if ('warning' in event) warnings.push(event.warning);
      order.push(Object.keys(event)[0]!);
    }
    return { posts, images, warnings, order };
  } catch (error) {
    return { posts, images, warnings, order, error };
  }
}
