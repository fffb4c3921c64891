import { isFormerPath, samePath } from '../document/values.js';
import { limitOf, type Blog } from '../document/portfolio.js';
import { slugFromTitle } from '../document/post-address.js';
import { POST_BODY_MAX } from '../document/post-bodies.js';
import { postText } from '../markdown/render-post.js';
import type { ImportedPost, ImportedStatus, ImportWarning } from './imported-post.js';
import { shorten } from './shorten.js';

/** What happens to an imported post: added as it was, added at another address, or left out. */
export type ImportOutcome = 'added' | 'renamed' | 'skipped';

/** A post as the preview shows it, and as the import's answer lists it. */
export interface PlacedPost {
  source: string;
  title: string;
  slug: string;
  status: ImportedStatus;
  date: string;
  outcome: ImportOutcome;
  /** Why it was renamed or skipped. */
  reason?: string;
  oldPath?: string;
}

/** An imported post made one of the site's: its fields (its body still to be stored) and its row in the preview. */
export interface Placed {
  row: PlacedPost;
  /** The post's fields, its `body` empty: the import stores the Markdown and names it. */
  fields?: Blog;
  markdown: string;
  warnings: ImportWarning[];
}

const TITLE_MAX = limitOf('blogs.0.title');
const EXCERPT_MAX = limitOf('blogs.0.excerpt');
const TAG_MAX = limitOf('blogs.0.tags.0');
const TAGS_MAX = limitOf('blogs.0.tags');
const FORMER_PATH_MAX = limitOf('blogs.0.formerPaths.0');
// A teaser written from the body when the old site kept none: a few lines, as excerpts are.
const WRITTEN_EXCERPT = 240;
// Reading speed the read time is worked out at, in words a minute.
const WORDS_A_MINUTE = 200;

/**
 * Places imported posts among the site's, one at a time in the file's order: each gets an address
 * no other post has (its own when free, else the next free `-2`, `-3`…), fields within the
 * document's bounds (what was shortened is said), and a post the site already has (the same title
 * on the same day) is skipped, so importing a file twice adds nothing the second time.
 */
export class PostPlacing {
  private readonly taken: Set<string>;
  private readonly known: Set<string>;

  constructor(
    posts: readonly Pick<Blog, 'title' | 'date' | 'slug' | 'formerSlugs' | 'formerPaths'>[],
    private readonly now: Date,
  ) {
    this.taken = new Set(posts.flatMap(({ slug, formerSlugs }) => [slug, ...formerSlugs].filter(Boolean)));
    // A post imported before is known by its old path too, whatever its title has become since.
    this.known = new Set(posts.flatMap(({ title, date, formerPaths }) => [sameness(title, date), ...formerPaths]));
  }

  place(post: ImportedPost): Placed {
    const warnings: ImportWarning[] = [];
    const warn = (message: string) => warnings.push({ source: post.source, message });
    const title = shorten(post.title.trim() || 'Untitled', TITLE_MAX, () =>
      warn(`The title was shortened to ${TITLE_MAX} characters.`),
    );
    const moment = post.date || this.now.toISOString().replace(/\.\d+Z$/, 'Z');
    const date = moment.slice(0, 10);
    const row = {
      source: post.source,
      title,
      status: post.status,
      date,
      ...(post.oldPath && { oldPath: post.oldPath }),
    };
    const wanted = slugFromTitle(post.slug) || slugFromTitle(title) || 'post';
    if (this.known.has(sameness(title, date)) || (post.oldPath && this.known.has(samePath(post.oldPath)))) {
      return {
        row: {
          ...row,
          slug: wanted,
          outcome: 'skipped',
          reason: 'It is here already (the same title on the same day, or the same old address).',
        },
        markdown: '',
        warnings,
      };
    }
    const slug = this.free(wanted);
    this.taken.add(slug);
    this.known.add(sameness(title, date));
    if (post.oldPath) this.known.add(samePath(post.oldPath));
    const markdown = shorten(post.markdown, POST_BODY_MAX, () =>
      warn(
        `The body was ${post.markdown.length.toLocaleString('en')} characters; its first ${POST_BODY_MAX.toLocaleString('en')} were kept.`,
      ),
    );
    const text = markdown && postText(markdown).replace(/\s+/g, ' ');
    const fields: Blog = {
      title,
      readTime: text ? `${Math.max(1, Math.round(text.split(/\s+/).length / WORDS_A_MINUTE))} min read` : '',
      date,
      excerpt: shorten(post.excerpt.trim() || shorten(text, WRITTEN_EXCERPT), EXCERPT_MAX, () =>
        warn(`The excerpt was shortened to ${EXCERPT_MAX} characters.`),
      ),
      slug,
      status:
        post.status === 'scheduled' && moment > this.now.toISOString()
          ? 'scheduled'
          : post.status === 'draft'
            ? 'draft'
            : 'published',
      publishAt: post.status === 'scheduled' && moment > this.now.toISOString() ? moment : '',
      tags: this.tags(post.tags, warn),
      body: '',
      formerSlugs: [],
      formerPaths: this.formerPaths(post, warn),
      hidden: post.status === 'hidden',
      pinned: false,
      translations: [],
    };
    const renamed =
      slug !== wanted
        ? { outcome: 'renamed' as const, reason: `The address /blog/${wanted} is taken.` }
        : { outcome: 'added' as const };
    return { row: { ...row, slug, ...renamed }, fields, markdown, warnings };
  }

  private free(wanted: string): string {
    if (!this.taken.has(wanted)) return wanted;
    for (let n = 2; ; n += 1) {
      const suffix = `-${n}`;
      const slug = `${wanted.slice(0, limitOf('blogs.0.slug') - suffix.length).replace(/-$/, '')}${suffix}`;
      if (!this.taken.has(slug)) return slug;
    }
  }

  /** Its old path, to be sent on to its page, when this site can answer it. */
  private formerPaths({ oldPath }: ImportedPost, warn: (message: string) => void): string[] {
    if (!oldPath) return [];
    if (oldPath.length <= FORMER_PATH_MAX && isFormerPath(oldPath)) return [samePath(oldPath)];
    warn(`Its old address ${oldPath} cannot be sent on to its page: it is too long, or one of this site's own.`);
    return [];
  }

  private tags(tags: string[], warn: (message: string) => void): string[] {
    const kept = new Map<string, string>();
    for (const tag of tags) {
      const name = shorten(tag.trim(), TAG_MAX, () => warn(`The tag "${tag}" was shortened to ${TAG_MAX} characters.`));
      if (name) kept.set(name.toLowerCase(), kept.get(name.toLowerCase()) ?? name);
    }
    if (kept.size > TAGS_MAX) warn(`It had ${kept.size} tags; the first ${TAGS_MAX} were kept.`);
    return [...kept.values()].slice(0, TAGS_MAX);
  }
}

/** Two posts are the same post when they have the same title on the same day. */
const sameness = (title: string, date: string) => `${date} ${title.trim().toLowerCase()}`;
