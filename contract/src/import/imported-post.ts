/**
 * What the readers of other platforms' exports (WordPress, Ghost, a folder of Markdown, this
 * site's own) find in a file, before the site places it among its posts. A reader reads; it
 * neither shortens, renames nor stores: the placing (`place-posts.ts`) decides what each post
 * becomes, and says so in the preview.
 */

/** Where a post's status came from, said in the site's words: `hidden` is WordPress's private. */
export type ImportedStatus = 'published' | 'draft' | 'scheduled' | 'hidden';

/** A post as its old platform kept it, its body already Markdown. */
export interface ImportedPost {
  /** Where it was found, for every message about it: `export.xml, item 12`, `_posts/2019-05-01-a.md`. */
  source: string;
  title: string;
  /** Its address on the old site as written there (`hello-world`), or empty: the title gives one then. */
  slug: string;
  status: ImportedStatus;
  /** When it was (or is to be) published, `YYYY-MM-DDTHH:MM:SSZ` in UTC, or empty when the file says not. */
  date: string;
  tags: string[];
  excerpt: string;
  /** The body as Markdown the editor writes. An image inside the archive is `archive:{its path}`. */
  markdown: string;
  /** Its path on the old site (`/2019/05/hello-world/`), which answers a 301 to its new page. */
  oldPath?: string;
  /** The rest of this site's own fields, when the file is this site's export: kept as they were. */
  fields?: Record<string, unknown>;
}

/** An image inside an archive, which the import uploads as the owner's media. */
export interface ImportedImage {
  /** Its path inside the archive, as `archive:{path}` in a post's Markdown names it. */
  path: string;
  bytes: Uint8Array;
}

/** Something the owner should know: what was removed, shortened or left out, and where. */
export interface ImportWarning {
  source: string;
  message: string;
}

/** What a reader yields, in the file's order, one at a time: a large export is never held whole. */
export type ImportEvent = { post: ImportedPost } | { image: ImportedImage } | { warning: ImportWarning };

/**
 * A file that cannot be imported: malformed, hostile or past a bound. It names the file (and the
 * entry or post) so the owner can mend it; nothing is stored.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** The file, entry or post the problem is in. */
    readonly source: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'ImportFileError';
  }
}

/** What was removed from a post's HTML because Markdown cannot hold it, by kind, counted. */
export type Removed = Partial<
  Record<'script' | 'iframe' | 'style' | 'form' | 'embed' | 'block comment' | 'shortcode' | 'other', number>
>;
