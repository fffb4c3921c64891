import { BadRequestException } from '@nestjs/common';
import {
  checkPortfolio,
  pick,
  pickPortfolio,
  PORTFOLIO,
  upgradeDocument,
  type Blog,
  type FieldError,
  type ImportWarning,
  type PlacedPost,
  type Portfolio,
} from '@portfolio/contract';
import {
  EXPORT_DESCRIPTION,
  PostPlacing,
  type ImportedPost,
  type SiteExportDescription,
} from '@portfolio/contract/placing';

/** A body to store, where it came from, and where its stored id goes. */
export interface ImportedBody {
  markdown: string;
  source: string;
  stored: (id: string) => void;
}

/** An imported post, with where it came from and its place among the file's. */
interface Added {
  post: Blog;
  source: string;
}

/**
 * The site an import makes: the document read before it, and the file's posts. Another
 * platform's posts are placed after the site's own (`PostPlacing`); this site's own export
 * replaces the landing page and every post with its own, each field as it was.
 */
export class ImportedSite {
  private landing: Portfolio;
  private kept: Blog[];
  private placing: PostPlacing;
  private order: Map<string, number> | undefined;
  private readonly added: Added[] = [];

  /** `previewing`: the posts are placed and answered, not kept, since nothing will be saved. */
  constructor(
    document: Portfolio,
    private readonly now: Date,
    private readonly previewing = false,
  ) {
    this.landing = document;
    this.kept = document.blogs;
    this.placing = new PostPlacing(document.blogs, now);
  }

  /** The file is this site's export: its landing page and posts replace the site's. */
  replacedBy({ shape, portfolio, posts }: SiteExportDescription): ImportWarning {
    try {
      this.landing = pickPortfolio(upgradeDocument(portfolio, shape));
    } catch (error) {
      throw new BadRequestException({
        message: `${EXPORT_DESCRIPTION}: ${(error as Error).message}`,
        source: EXPORT_DESCRIPTION,
      });
    }
    this.order = new Map(posts.map((file, index) => [file, index]));
    const replaced = this.kept.length;
    this.kept = [];
    this.placing = new PostPlacing([], this.now);
    return {
      source: EXPORT_DESCRIPTION,
      message: `This is this site's own export: the landing page and the posts (${replaced} here now) are replaced by the file's. One restore in History brings them back.`,
    };
  }

  get changed(): boolean {
    return this.order !== undefined || this.added.length > 0;
  }

  /** A post of the file made one of the site's: its row in the answer, what was said of it, and its bodies to store. */
  place(imported: ImportedPost): { row: PlacedPost; warnings: ImportWarning[]; bodies: ImportedBody[] } {
    if (this.order && imported.fields) return this.restore(imported, imported.fields);
    const { row, fields, markdown, warnings } = this.placing.place(imported);
    if (!fields) return { row, warnings, bodies: [] };
    this.keep({ post: fields, source: row.source });
    const bodies = markdown ? [{ markdown, source: row.source, stored: (id: string) => (fields.body = id) }] : [];
    return { row, warnings, bodies };
  }

  /**
   * What the import saves, once the site it makes keeps the document's rules (a 400 naming the
   * imported post each problem is in): the whole document, which the checks read, the posts
   * added, and the landing page when the file replaces it.
   */
  saved(): { document: Portfolio; posts: Blog[]; landing?: Portfolio } {
    const order = this.order;
    const added = order
      ? [...this.added].sort((a, b) => (order.get(a.source) ?? order.size) - (order.get(b.source) ?? order.size))
      : this.added;
    const posts = added.map(({ post }) => post);
    const document = { ...this.landing, blogs: [...this.kept, ...posts] };
    refuseNamed(checkPortfolio(document), this.kept.length, added);
    return { document, posts, ...(order && { landing: { ...this.landing, blogs: [] } }) };
  }

  private keep(added: Added): void {
    if (!this.previewing) this.added.push(added);
  }

  /** A post of this site's export, every field as its file has it, its bodies (and its translations') to store. */
  private restore(imported: ImportedPost, fields: Record<string, unknown>) {
    const post = pick(PORTFOLIO.fields.blogs.item, { ...fields, body: '' }) as Blog;
    const source = imported.source;
    this.keep({ post, source });
    const bodies: ImportedBody[] = [];
    if (imported.markdown) bodies.push({ markdown: imported.markdown, source, stored: (id) => (post.body = id) });
    const written = Array.isArray(fields.translations) ? fields.translations : [];
    post.translations.forEach((translation, index) => {
      const markdown = (written[index] as Record<string, unknown> | undefined)?.body;
      translation.body = '';
      if (typeof markdown === 'string' && markdown !== '') {
        bodies.push({ markdown, source, stored: (id) => (translation.body = id) });
      }
    });
    const row: PlacedPost = {
      source,
      title: post.title,
      slug: post.slug,
      status: post.hidden ? 'hidden' : post.status,
      date: post.date,
      outcome: 'added',
      ...(post.formerPaths[0] && { oldPath: post.formerPaths[0] }),
    };
    return { row, warnings: [], bodies };
  }
}

/**
 * A 400 naming the imported post each problem is in, when the posts break the document's rules
 * (the placing keeps them within their bounds; a post past the blog's 10,000 is one such).
 */
function refuseNamed(errors: FieldError[], before: number, added: Added[]): void {
  if (errors.length === 0) return;
  const named = errors.map(({ path, message }) => {
    const [list, index, ...field] = path.split('.');
    const post = list === 'blogs' && Number(index) >= before ? added[Number(index) - before] : undefined;
    return {
      path,
      message,
      source: post?.source ?? EXPORT_DESCRIPTION,
      field: field.join('.') || path || 'the document',
    };
  });
  const [first] = named;
  throw new BadRequestException({
    message: `${first!.source}: ${first!.field} ${first!.message}`,
    source: first!.source,
    errors: named.map(({ path, message }) => ({ path, message })),
  });
}
