/** What wrote the folder a post is in, which says how its fields and old address are read. */
export type Generator = 'jekyll' | 'hugo' | 'astro' | 'eleventy' | 'any' | 'this site';

/** A Markdown file of the archive that is a post. */
export interface PostEntry {
  /** Its path in the archive. */
  path: string;
  generator: Generator;
  /** The folder of posts it is in, as the old site's addresses name it (`posts`, `blog`), or empty. */
  section: string;
  /** The folders above Jekyll's `_posts`, which Jekyll counts among the post's categories. */
  folders: string[];
  /** In Jekyll's `_drafts`. */
  draft: boolean;
  /** Its name: the file's without its extension, or its folder's for a bundle (`slug/index.md`). */
  name: string;
}

/** A zipped folder of Markdown as the import reads it. */
export interface MarkdownSite {
  /** The folder every file is in (`my-blog/`, when a folder was zipped whole), or empty. */
  root: string;
  /** The posts, by path, in no particular order: the archive's gives it. */
  posts: Map<string, PostEntry>;
  /** The paths of the generators' settings that say the posts' old addresses. */
  settings: { jekyll?: string; hugo?: string };
  /**
   * The path in the archive of the file an address in the post at `from` names; null when it names
   * one of the old site's files that the archive lacks, undefined when it names none of the old
   * site's (another host, `data:`, a fragment).
   */
  find(address: string, from: string): string | null | undefined;
}

/**
 * The folders posts are found in, by generator: Jekyll's anywhere (a folder above `_posts` is a
 * category), the others' at the site's root. When none is in the archive, every Markdown file is
 * a post.
 */
const SECTIONS: readonly { pattern: RegExp; generator: Generator }[] = [
  { pattern: /^((?:[^/]+\/)*)(_posts|_drafts)\/(.+)$/, generator: 'jekyll' },
  { pattern: /^()content\/(posts|post)\/(.+)$/, generator: 'hugo' },
  { pattern: /^()src\/content\/(blog|posts)\/(.+)$/, generator: 'astro' },
  { pattern: /^()(posts)\/(.+)$/, generator: 'eleventy' },
];

const MARKDOWN = /\.(md|markdown|mdx)$/i;
// A project's own files, which a zipped repository holds beside its posts.
const NOT_POSTS = /^(readme|licen[cs]e|changelog|contributing|code_of_conduct|security|_index)$/i;
/** Where a site path (`/images/a.png`) is looked for: the generators' folders served at the site's root. */
const SERVED = ['', 'static/', 'public/', 'assets/'];
// This site's export says what it is with this file at its root.
const THIS_SITE = 'portfolio.json';
const JEKYLL_SETTINGS = ['_config.yml', '_config.yaml'];
const HUGO_SETTINGS = ['hugo.toml', 'hugo.yaml', 'hugo.yml', 'config.toml', 'config.yaml', 'config.yml'];

/** The posts and settings of a zipped folder of Markdown, from its entries' paths alone. */
export function markdownSite(names: ReadonlySet<string>): MarkdownSite {
  const root = commonFolder(names);
  const relative = [...names].filter((name) => MARKDOWN.test(name)).map((name) => name.slice(root.length));
  const posts = names.has(root + THIS_SITE)
    ? relative.flatMap((path) => exportedEntry(path, root))
    : generatorsPosts(relative, root);
  const found = (paths: string[]) => paths.map((path) => root + path).find((path) => names.has(path));
  return {
    root,
    posts: new Map(posts.map((post) => [post.path, post])),
    settings: { jekyll: found(JEKYLL_SETTINGS), hugo: found(HUGO_SETTINGS) },
    find: (address, from) => {
      if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(address)) return undefined;
      const path = decoded(address.replace(/[?#].*$/, ''));
      if (!path) return undefined;
      const candidates = path.startsWith('/')
        ? SERVED.map((folder) => root + folder + path.slice(1))
        : [resolved(from.slice(0, from.lastIndexOf('/') + 1), path)];
      return candidates.find((candidate) => candidate !== undefined && names.has(candidate)) ?? null;
    },
  };
}

/** The one folder every entry is in, repeated (`a/b/`), or empty. */
function commonFolder(names: ReadonlySet<string>): string {
  let root = '';
  for (;;) {
    const tops = new Set([...names].map((name) => name.slice(root.length).split('/')[0]));
    const [top] = tops;
    if (tops.size !== 1 || [...names].some((name) => !name.startsWith(`${root}${top}/`))) return root;
    root += `${top}/`;
  }
}

function generatorsPosts(relative: string[], root: string): PostEntry[] {
  const inSections = relative.flatMap((path) => {
    const entry = sectionEntry(path);
    return entry ? [{ ...entry, path: root + path }] : [];
  });
  return inSections.length > 0 ? inSections : relative.flatMap((path) => anyEntry(path, root));
}

function sectionEntry(path: string): Omit<PostEntry, 'path'> | undefined {
  for (const { pattern, generator } of SECTIONS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const [, above = '', section = '', inside = ''] = match;
    const parts = inside.split('/');
    const file = parts.at(-1)!.replace(MARKDOWN, '');
    // `index.md` at a section's root is its list page, `_index.md` any list's.
    if (NOT_POSTS.test(file) || (file === 'index' && parts.length === 1)) return undefined;
    return {
      generator,
      section: generator === 'jekyll' ? '' : section,
      folders: above.split('/').filter(Boolean),
      draft: section === '_drafts',
      name: file === 'index' ? parts.at(-2)! : file,
    };
  }
  return undefined;
}

function anyEntry(path: string, root: string): PostEntry[] {
  const parts = path.split('/');
  const file = parts.at(-1)!.replace(MARKDOWN, '');
  const hidden = parts.slice(0, -1).some((folder) => folder.startsWith('.') || folder === 'node_modules');
  if (hidden || NOT_POSTS.test(file) || (file === 'index' && parts.length === 1)) return [];
  const name = file === 'index' ? parts.at(-2)! : file;
  return [{ path: root + path, generator: 'any', section: '', folders: [], draft: false, name }];
}

/** A post of this site's export: any file of `posts/`, named by its address (which may be `readme`). */
function exportedEntry(path: string, root: string): PostEntry[] {
  const match = /^posts\/([^/]+)\.md$/.exec(path);
  return match
    ? [{ path: root + path, generator: 'this site', section: '', folders: [], draft: false, name: match[1]! }]
    : [];
}

function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    // Not percent-encoded after all: read as written.
    return address;
  }
}

/** `path` read from the folder `folder`, or undefined when it climbs out of the archive. */
function resolved(folder: string, path: string): string | undefined {
  const parts: string[] = [];
  for (const part of `${folder}${path}`.split('/')) {
    if (part === '..') {
      if (parts.pop() === undefined) return undefined;
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
