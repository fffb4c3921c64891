import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { PublishMoved, PublishStep } from '@portfolio/contract';
import { inside, ownConfiguration, type RcloneTarget } from './publish-target';
import { rclone } from './rclone';
import { PAGE, PENDING_PREFIX, removal, UNREFERENCED_KEPT_MS, type Known } from './removal';
import type { Digest, Staging } from './staging';

/**
 * The order pages are moved in: a post's page before the pages that link to it (the blog's
 * listings, then the home page, the blog's index, the feed, the sitemap), so that a link on a new
 * page never leads to a page not there yet.
 */
const linking = (path: string) =>
  /^blog\/[^/]+\.html$/.test(path) ? 0 : ['index.html', 'blog.html', 'feed.xml', 'sitemap.xml'].includes(path) ? 2 : 1;

/** How many pages are moved into place at once: each move is a connection of its own to the target. */
const MOVES_AT_ONCE = 4;

export interface TransferOptions {
  target: RcloneTarget;
  /** The folder beside the staging folder where rclone's lists are written. */
  workDir: string;
  /** What the last publish left, or undefined: then the target is asked for the hash of each file. */
  known: Known | undefined;
  /** Ask the target for its hashes even with `known`: the owner's publish, after a start. */
  verify: boolean;
  /** The built files a publish may send (`writeSite`): the target's files of those names are the site's. */
  built: Set<string>;
  now: () => number;
  signal: AbortSignal;
  /** Told each step as it starts, and how far it has come. */
  progress: (step: PublishStep, done: number, total: number) => void;
  /** Told what the target holds once the site is in place, before what no longer is in it is removed. */
  remember: (known: Known) => void;
}

/**
 * The target no longer holds, as the last publish sent them, files this one kept by their digests
 * without writing them: the site is written again whole and sent, and nothing was changed yet.
 */
export class TargetChanged extends Error {
  constructor(readonly paths: string[]) {
    super(`${paths.length} files the last publish sent are no longer on the target as sent (${paths[0]}, …)`);
  }
}

export interface Transferred extends Omit<PublishMoved, 'ms'> {
  deleted: number;
  /** When the oldest file kept without a page naming it is due for removal; undefined when none is. */
  nextRemoval: number | undefined;
}

/**
 * Sends what changed of the staged site to the target so that the site there is whole at every
 * instant: new assets, uploads and icons first, then each changed page by a rename, and last
 * whatever the target holds that the site no longer has, by the target's own listing: pages at
 * once, built files and uploads once no page has named them for `UNREFERENCED_KEPT_MS`. What the
 * target holds already (the same bytes) is not sent again. Nothing of the publisher's own stays
 * on the target: its pending pages are removed at the end, or by the next publish.
 */
export async function transfer(staging: Staging, given: TransferOptions): Promise<Transferred> {
  const configuration = join(given.workDir, 'rclone.conf');
  // An empty file rather than none: of a missing one, rclone prints a notice among the last lines
  // a failure reports.
  await writeFile(configuration, '');
  const target = ownConfiguration(given.target, configuration);
  const options = { ...given, target };
  const { signal, workDir, known, progress } = options;
  const run = (args: string[]) => rclone(args, target, signal);
  const pending = `${PENDING_PREFIX}-${randomBytes(16).toString('hex')}`;
  progress('comparing', 0, staging.files.size);
  const hashes = options.verify || known === undefined;
  const listed = await listing(target, signal, hashes);
  const held = hashes ? listed : heldStill(known, listed);
  const changed = [...staging.files].filter(([path, digest]) => !same(held.get(path), digest)).map(([path]) => path);
  const missing = changed.filter((path) => staging.notWritten.has(path));
  if (missing.length > 0) throw new TargetChanged(missing);
  const pages = changed.filter((path) => PAGE.test(path)).sort((a, b) => linking(a) - linking(b));
  const named = changed.filter((path) => !PAGE.test(path));
  const copy = async (paths: string[], to: string, name: string) => {
    if (paths.length === 0) return;
    const list = join(workDir, name);
    await writeFile(list, paths.map((path) => `${path}\n`).join(''));
    await run(['copy', staging.dir, to, '--files-from-raw', list, '--no-traverse', '--no-check-dest']);
  };
  progress('sending', 0, changed.length);
  await copy(named, target.name, 'named.txt');
  progress('sending', named.length, changed.length);
  await copy(pages, inside(target.name, pending), 'pages.txt');
  progress('placing', 0, pages.length);
  for (let at = 0; at < pages.length; at += MOVES_AT_ONCE) {
    const moves = pages.slice(at, at + MOVES_AT_ONCE);
    await Promise.all(moves.map((page) => moveIntoPlace(page, pending, options)));
    progress('placing', at + moves.length, pages.length);
  }
  const now = options.now();
  const gone = removal(listed.keys(), staging.files, { known, built: options.built, now });
  options.remember({ sent: new Map(staging.files), unnamedSince: gone.kept });
  const leftovers = [...gone.leftovers, ...(pages.length > 0 ? [pending] : [])];
  progress('removing', 0, gone.due.length + leftovers.length);
  if (gone.due.length > 0) {
    const list = join(workDir, 'gone.txt');
    await writeFile(list, gone.due.map((path) => `${path}\n`).join(''));
    try {
      await run(['delete', target.name, '--files-from-raw', list, '--no-traverse']);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`The site is in place, but ${gone.due.length} files it no longer has are still there: ${why}`);
    }
  }
  for (const folder of leftovers) await run(['purge', inside(target.name, folder)]);
  const kept = [...gone.kept.values()];
  return {
    files: changed.length,
    bytes: changed.reduce((sum, path) => sum + staging.files.get(path)!.size, 0),
    deleted: gone.due.length,
    nextRemoval: kept.length === 0 ? undefined : Math.min(...kept) + UNREFERENCED_KEPT_MS,
  };
}

/**
 * Moves a page from the pending folder to its address. rclone deletes a file before it moves
 * another to its name (for an SFTP server, a round trip without the page); a folder of this
 * machine is renamed over by the API itself, which no visitor ever finds empty.
 */
async function moveIntoPlace(page: string, pending: string, { target, signal }: TransferOptions): Promise<void> {
  if (!isAbsolute(target.name)) {
    await rclone(['moveto', inside(inside(target.name, pending), page), inside(target.name, page)], target, signal);
    return;
  }
  await mkdir(dirname(join(target.name, page)), { recursive: true });
  await rename(join(target.name, pending, page), join(target.name, page));
}

/**
 * What the last publish sent that the target still holds at the same size: a file removed or
 * changed by hand is sent again, with no hash asked for.
 */
function heldStill(known: Known, listed: Map<string, Digest>): Map<string, Digest> {
  return new Map([...known.sent].filter(([path, { size }]) => listed.get(path)?.size === size));
}

/**
 * Every file the target holds, by its path, with its MD5 where `hashes` asks for it and the
 * target knows one (over SFTP, one command per file): without, one listing per folder. Folders
 * whose names start with a dot are not the site's and are not read, but for the publisher's own.
 */
async function listing(target: RcloneTarget, signal: AbortSignal, hashes: boolean): Promise<Map<string, Digest>> {
  let text: string;
  try {
    const args = ['lsjson', target.name, '-R', '--files-only', ...(hashes ? ['--hash', '--hash-type', 'md5'] : [])];
    const filters = ['--filter', `+ /${PENDING_PREFIX}*/**`, '--filter', '- /.*/**'];
    text = await rclone([...args, ...filters], target, signal);
  } catch (error) {
    if (error instanceof Error && /directory not found/.test(error.message)) return new Map();
    throw error;
  }
  const files = JSON.parse(text) as { Path: string; Size: number; Hashes?: { md5?: string } }[];
  return new Map(files.map((file) => [file.Path, { size: file.Size, md5: file.Hashes?.md5 ?? '' }]));
}

/** The same bytes: a file the target knows no MD5 of is sent again. */
function same(held: Digest | undefined, digest: Digest): boolean {
  return held !== undefined && held.size === digest.size && held.md5 === digest.md5;
}
