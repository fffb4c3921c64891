import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { PublishMoved } from '@portfolio/contract';
import { inside } from './publish-target';
import { rclone } from './rclone';
import type { Digest, Staging } from './staging';

/**
 * The pages and the files read like them: each is replaced whole by a rename, after every file
 * they name (hashed assets, uploads, icons) is in place.
 */
const PAGE = /(\.(html|xml|txt|webmanifest)|^_headers|^_redirects)$/;
/**
 * The order pages are moved in: a post's page before the pages that link to it (the home page,
 * the feed, the sitemap), so that a link on a new page never leads to a page not there yet.
 */
const linking = (path: string) =>
  path.startsWith('blog/') ? 0 : ['index.html', 'feed.xml', 'sitemap.xml'].includes(path) ? 2 : 1;

/** How many pages are moved into place at once: each move is a connection of its own to the target. */
const MOVES_AT_ONCE = 4;

/**
 * Where changed pages are sent before each is moved into place by a rename on the target: an
 * interrupted copy leaves a half-written page there, never at a visitor's address.
 */
export const PENDING = '.publish-pending';

/**
 * What the last publish left on the target, written there last: the next publish compares with
 * it rather than asking the target for a hash of every file (over SFTP, one command per file).
 */
export const MANIFEST = '.publish-manifest.json';

/**
 * How long a file no page names any more stays on the target: a page a visitor or a CDN keeps for
 * a while still finds its assets and images.
 */
export const UNREFERENCED_KEPT_MS = 60 * 60 * 1000;

/** A published file as the manifest has it; `unnamedSince` once no page names it (ms since the epoch). */
interface Published {
  size: number;
  md5: string;
  unnamedSince?: number;
}

type Manifest = Record<string, Published>;

export interface TransferOptions {
  target: string;
  /** The folder beside the staging folder where rclone's lists and the manifest are written. */
  workDir: string;
  /** Ask the target what it holds (its hashes) rather than read the manifest: the owner's publish. */
  verify: boolean;
  now: () => number;
  signal: AbortSignal;
}

export interface Transferred extends Omit<PublishMoved, 'ms'> {
  deleted: number;
  /** When the oldest file kept without a page naming it is due for removal; undefined when none is. */
  nextRemoval: number | undefined;
}

/**
 * Sends what changed of the staged site to the target so that the site there is whole at every
 * instant: new assets, uploads and icons first, then each changed page by a rename, and last the
 * files no page has named for `UNREFERENCED_KEPT_MS`, removed. What the target holds already (the
 * same bytes) is not sent again. Only files a publish put there are ever removed.
 */
export async function transfer(staging: Staging, options: TransferOptions): Promise<Transferred> {
  const { target, signal, workDir } = options;
  const run = (args: string[]) => rclone(args, target, signal);
  const pending = inside(target, PENDING);
  const before = await readManifest(target, signal);
  const held = options.verify ? await listing(target, signal) : before;
  const changed = [...staging.files].filter(([path, digest]) => !same(held[path], digest)).map(([path]) => path);
  const pages = changed.filter((path) => PAGE.test(path)).sort((a, b) => linking(a) - linking(b));
  const named = changed.filter((path) => !PAGE.test(path));
  const copy = async (paths: string[], to: string, name: string) => {
    if (paths.length === 0) return;
    const list = join(workDir, name);
    await writeFile(list, paths.map((path) => `${path}\n`).join(''));
    await run(['copy', staging.dir, to, '--files-from-raw', list, '--no-traverse', '--no-check-dest']);
  };
  await copy(named, target, 'named.txt');
  await copy(pages, pending, 'pages.txt');
  for (let at = 0; at < pages.length; at += MOVES_AT_ONCE) {
    const moves = pages.slice(at, at + MOVES_AT_ONCE);
    await Promise.all(moves.map((page) => moveIntoPlace(page, options)));
  }
  const { after, due } = nextManifest(before, staging.files, options.now());
  await writeFile(join(workDir, MANIFEST), JSON.stringify(after));
  await run(['copyto', join(workDir, MANIFEST), inside(target, MANIFEST)]);
  if (due.length > 0) {
    const list = join(workDir, 'unnamed.txt');
    await writeFile(list, due.map((path) => `${path}\n`).join(''));
    await run(['delete', target, '--files-from-raw', list, '--no-traverse']);
  }
  if (pages.length > 0) await run(['purge', pending]);
  const kept = Object.values(after).flatMap(({ unnamedSince }) => (unnamedSince === undefined ? [] : [unnamedSince]));
  return {
    files: changed.length,
    bytes: changed.reduce((sum, path) => sum + staging.files.get(path)!.size, 0),
    deleted: due.length,
    nextRemoval: kept.length === 0 ? undefined : Math.min(...kept) + UNREFERENCED_KEPT_MS,
  };
}

/**
 * Moves a page from the pending folder to its address. rclone deletes a file before it moves
 * another to its name (for an SFTP server, a round trip without the page); a folder of this
 * machine is renamed over by the API itself, which no visitor ever finds empty.
 */
async function moveIntoPlace(page: string, { target, signal }: TransferOptions): Promise<void> {
  if (!isAbsolute(target)) {
    await rclone(['moveto', inside(inside(target, PENDING), page), inside(target, page)], target, signal);
    return;
  }
  await mkdir(dirname(join(target, page)), { recursive: true });
  await rename(join(target, PENDING, page), join(target, page));
}

/**
 * The manifest after this publish: the staged files, and those of the last one no page names any
 * more, with since when, until their time is up (`due`: removed now).
 */
function nextManifest(before: Manifest, staged: Map<string, Digest>, now: number): { after: Manifest; due: string[] } {
  const after: Manifest = {};
  const due: string[] = [];
  for (const [path, { size, md5 }] of staged) after[path] = { size, md5 };
  for (const [path, file] of Object.entries(before)) {
    if (staged.has(path)) continue;
    const unnamedSince = file.unnamedSince ?? now;
    if (now - unnamedSince >= UNREFERENCED_KEPT_MS) due.push(path);
    else after[path] = { ...file, unnamedSince };
  }
  return { after, due };
}

/** The last publish's manifest; empty where there is none or it cannot be read (all is sent again). */
async function readManifest(target: string, signal: AbortSignal): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await rclone(['cat', inside(target, MANIFEST)], target, signal)) as unknown;
    return typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest) ? (manifest as Manifest) : {};
  } catch (error) {
    if (signal.aborted) throw error;
    return {};
  }
}

/** What the target holds, with its MD5 where it knows one; nothing where its folder does not exist yet. */
async function listing(target: string, signal: AbortSignal): Promise<Manifest> {
  let text: string;
  try {
    const args = ['lsjson', target, '-R', '--files-only', '--hash', '--hash-type', 'md5'];
    text = await rclone([...args, '--exclude', `/${PENDING}/**`, '--exclude', `/${MANIFEST}`], target, signal);
  } catch (error) {
    if (error instanceof Error && /directory not found/.test(error.message)) return {};
    throw error;
  }
  const files = JSON.parse(text) as { Path: string; Size: number; Hashes?: { md5?: string } }[];
  return Object.fromEntries(files.map((file) => [file.Path, { size: file.Size, md5: file.Hashes?.md5 ?? '' }]));
}

/** The same bytes: a file the target knows no MD5 of is sent again. */
function same(held: Published | undefined, digest: Digest): boolean {
  return held !== undefined && held.size === digest.size && held.md5 === digest.md5;
}
