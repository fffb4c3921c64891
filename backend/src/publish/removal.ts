import { LANGUAGE_TAG_PATTERN } from '@portfolio/contract';
import type { Digest } from './staging';

/**
 * Where a publish sends its pages before each is moved into place: a folder of its own, named
 * anew each time, so that nobody can guess it for the seconds it is there. One that a killed
 * publish left behind is removed by the next.
 */
export const PENDING_PREFIX = '.publish-pending';
/** What a release before this one kept on the target, which anyone could read: removed on sight. */
const FORMER_MANIFEST = '.publish-manifest.json';

/**
 * How long a built file or an upload no page names any more stays on the target: a page that a
 * visitor or a CDN keeps for a while still finds its scripts, styles and images. A page, the feed,
 * the sitemap have none: what no longer is in the site goes with the next publish.
 */
export const UNREFERENCED_KEPT_MS = 60 * 60 * 1000;

/** The files read as pages: replaced whole by a rename, and removed at once once not in the site. */
export const PAGE = /(\.(html|xml|txt|webmanifest)|^_headers|^_redirects)$/;

/**
 * The addresses the site itself has: whatever the target holds there is the publisher's. In a
 * folder named as a language (the site's in another, `fr/`), its pages only: the owner may keep a
 * folder of their own under such a name (`js/`).
 */
const SITE_FOLDERS = new RegExp(
  `^((blog|assets|media)/|${LANGUAGE_TAG_PATTERN}/(index\\.html|404\\.html|blog\\.html|feed\\.xml|blog/))`,
);
const SITE_FILES = new Set([
  'index.html',
  'blog.html',
  '404.html',
  'feed.xml',
  'sitemap.xml',
  'robots.txt',
  '_headers',
  '_redirects',
]);

/**
 * What the publisher remembers of the target between publishes, in the API's memory alone (the
 * target keeps nothing of it): the files the last publish left there, and since when each file
 * kept for its grace period has been named by no page. A restart forgets it: the next publish
 * then asks the target for its hashes, and the grace periods start again.
 */
export interface Known {
  sent: Map<string, Digest>;
  unnamedSince: Map<string, number>;
}

export interface Removal {
  /** Files to remove now. */
  due: string[];
  /** Folders a killed publish left its pages in, to remove whole. */
  leftovers: string[];
  /** Files kept for their grace period, with since when no page names them. */
  kept: Map<string, number>;
}

/**
 * What the target holds (`listed`, its own listing: never a record that may be lost or stale)
 * and the site does not (`staged`), and so goes: every page at once, a built file or an upload
 * once its grace period is over, and whatever a publish left for its own use. What lies outside
 * the site's addresses (a `.git` folder, a `CNAME` file, a folder of the owner's) is not the
 * publisher's and stays, unless a publish sent it there (a built file a later release dropped).
 */
export function removal(
  listed: Iterable<string>,
  staged: Map<string, Digest>,
  { known, built, now }: { known: Known | undefined; built: Set<string>; now: number },
): Removal {
  const result: Removal = { due: [], leftovers: [], kept: new Map() };
  const leftovers = new Set<string>();
  for (const path of listed) {
    if (staged.has(path)) continue;
    if (path.startsWith(PENDING_PREFIX)) leftovers.add(path.split('/')[0]!);
    else if (path === FORMER_MANIFEST) result.due.push(path);
    else if (!(SITE_FOLDERS.test(path) || SITE_FILES.has(path) || built.has(path) || known?.sent.has(path))) continue;
    else if (PAGE.test(path)) result.due.push(path);
    else {
      const since = known?.unnamedSince.get(path) ?? now;
      if (now - since >= UNREFERENCED_KEPT_MS) result.due.push(path);
      else result.kept.set(path, since);
    }
  }
  result.leftovers = [...leftovers];
  return result;
}
