import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import type { Portfolio } from '@portfolio/contract';
import { renderPost, type RenderedPost } from '@portfolio/contract/markdown';
import { APP_CONFIG, type AppConfig } from '../config';
import { PortfolioService, type StoredPortfolio } from '../portfolio/portfolio.service';
import type { PublicPortfolio } from '../portfolio/public-views';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { loadPageRenderer, type PageRenderer } from './page-renderer';
import { BLOG_PATH, hasPage } from './post-address';
import { atomFeed, sitemapXml } from './site-files';

/** A page or file as sent: plain and gzipped, with a tag for revalidation. */
export interface RenderedPage {
  html: Buffer;
  gzip: Buffer;
  etag: string;
}

/** What a post's address answers: its page, the address it moved to, or nothing (a 404). */
export type PostAnswer = { page: RenderedPage } | { movedTo: string } | undefined;

// Off the event loop, in libuv's threads: level 9 takes a while, and each page is gzipped once per view.
const gzipped = promisify(gzip);

/**
 * How long the page's render waits after a save for the next one: a run of saves (the owner's
 * edits, a script's) renders only the last, and never holds a save's answer back. A visitor who
 * comes sooner renders the page, as without `SITE_URL`.
 */
export const RENDER_AFTER_SAVE_MS = 200;

/**
 * What is made of one public view of the document (a revision, and which of its posts are public
 * at the time) for one site address: the home page, each post's page, the feed and the sitemap,
 * each made at most once, when first needed, and kept while the view is the current one.
 */
interface ViewCache {
  key: string;
  made: Map<string, Promise<RenderedPage>>;
}

/**
 * The public pages and the site's files, made from the document as visitors see it now (drafts
 * and posts scheduled for later left out). Each is made once per view and site address, never per
 * request: a scheduled post's moment makes a new view, so it shows on every page and file from
 * the first request after it, with no save. The home page is also rendered, with `SITE_URL` set,
 * shortly after this process learns of a revision (see `RENDER_AFTER_SAVE_MS`). Requests meanwhile
 * wait for that render, so no visitor gets the page of an older view.
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteService.name);
  private readonly renderer: PageRenderer | undefined;
  private cache: ViewCache | undefined;
  /** Each post body rendered once (an id names one text for good), for the bodies the current view shows. */
  private readonly bodies = new Map<string, Promise<RenderedPost>>();
  /** The newest revision this process learnt of: a render waiting for an older one is dropped. */
  private latest: StoredPortfolio | undefined;

  constructor(
    private readonly portfolio: PortfolioService,
    private readonly postBodies: PostBodiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.renderer = loadPageRenderer(config.staticDir);
    const { siteUrl } = config;
    if (this.renderer && siteUrl) portfolio.onRevision((stored) => this.renderSoon(stored, siteUrl));
  }

  onApplicationBootstrap(): void {
    if (!this.renderer) {
      this.logger.warn(
        `No page renderer built beside ${this.config.staticDir}: / and the posts' pages are not served (run make build)`,
      );
      return;
    }
    // The first read renders the page; a database that is not up yet leaves it to the first visitor.
    if (this.config.siteUrl) this.portfolio.read().catch(() => undefined);
  }

  /** The address absolute URLs use: `SITE_URL`, or outside production the request's own. */
  siteUrlFor(requestOrigin: string): string {
    return this.config.siteUrl ?? requestOrigin;
  }

  /** The built app's page, answered with a 404 where there is no page; undefined without a build. */
  get notFoundPage(): string | undefined {
    return this.renderer?.notFound;
  }

  /** The home page as visitors see it now, or undefined when no renderer was built. */
  async currentPage(siteUrl: string): Promise<RenderedPage | undefined> {
    const renderer = this.renderer;
    if (!renderer) return undefined;
    const view = await this.portfolio.readPublic();
    return this.made(view, siteUrl, '/', async () => renderer.page(view.document, siteUrl));
  }

  /**
   * What `/blog/{slug}` answers now: the page of the public post at that address if it has a
   * body; a move to the current address of a public post with a page that had it before; else
   * nothing. A post's current address is its own even without a page: never another's old one.
   */
  async postPage(slug: string, siteUrl: string): Promise<PostAnswer> {
    const renderer = this.renderer;
    if (!renderer) return undefined;
    const view = await this.portfolio.readPublic();
    const posts = view.document.blogs;
    const index = posts.findIndex((post) => post.slug === slug);
    const post = posts[index];
    if (!post) {
      const moved = posts.find((other) => hasPage(other) && other.formerSlugs.includes(slug));
      return moved && { movedTo: moved.slug };
    }
    if (!hasPage(post)) return undefined;
    const content = await this.bodyOf(post.body);
    if (!content) return undefined;
    const page = await this.made(view, siteUrl, `${BLOG_PATH}${slug}`, async () =>
      renderer.post({ portfolio: view.document, index, content, siteUrl }),
    );
    return { page };
  }

  /** The Atom feed as it is now, each post with a page carrying its whole body. */
  async feed(siteUrl: string): Promise<RenderedPage> {
    const view = await this.portfolio.readPublic();
    return this.made(view, siteUrl, 'feed.xml', async () => {
      const bodies = await Promise.all(
        view.document.blogs.filter(hasPage).map(async ({ body }) => [body, (await this.bodyOf(body))?.html] as const),
      );
      const html = new Map(bodies.flatMap(([id, content]) => (content === undefined ? [] : [[id, content] as const])));
      return atomFeed({ portfolio: view.document, savedAt: view.publishedAt, siteUrl }, html);
    });
  }

  /** The sitemap as it is now: the home page and each public post's page. */
  async sitemap(siteUrl: string): Promise<RenderedPage> {
    const view = await this.portfolio.readPublic();
    return this.made(view, siteUrl, 'sitemap.xml', async () =>
      sitemapXml({ portfolio: view.document, savedAt: view.publishedAt, siteUrl }),
    );
  }

  /**
   * `make`'s result for `name` in `view`, made once, and shared by every request while it is
   * made. A new view (or site address, or year) starts afresh. What failed is not kept: the next request
   * tries again.
   */
  private made(
    view: PublicPortfolio,
    siteUrl: string,
    name: string,
    make: () => Promise<string>,
  ): Promise<RenderedPage> {
    // The year too: the footer's, which the posts' pages (never taken over by a script) keep as rendered.
    const key = `${view.etag} ${siteUrl} ${new Date().getFullYear()}`;
    if (this.cache?.key !== key) {
      this.cache = { key, made: new Map() };
      this.keepBodiesOf(view.document);
    }
    const { made } = this.cache;
    let ready = made.get(name);
    if (!ready) {
      const making = make().then(toRendered);
      made.set(name, making);
      making.catch(() => {
        if (made.get(name) === making) made.delete(name);
      });
      ready = making;
    }
    return ready;
  }

  /** A stored body, rendered once; undefined when it is not stored (a save cannot refer to such a body). */
  private async bodyOf(id: string): Promise<RenderedPost | undefined> {
    let rendered = this.bodies.get(id);
    if (!rendered) {
      rendered = this.postBodies.read(id).then(renderPost);
      this.bodies.set(id, rendered);
    }
    try {
      return await rendered;
    } catch (error) {
      if (this.bodies.get(id) === rendered) this.bodies.delete(id);
      if (!(error instanceof NotFoundException)) throw error;
      this.logger.error(`The post body ${id} the document refers to is not stored: its page is not shown`);
      return undefined;
    }
  }

  /** Forgets the rendered bodies that no post of `document` has any longer. */
  private keepBodiesOf(document: Portfolio): void {
    const shown = new Set(document.blogs.map((post) => post.body));
    for (const id of this.bodies.keys()) if (!shown.has(id)) this.bodies.delete(id);
  }

  /** Renders the home page a moment after this process learns of a revision, unless a newer one comes first. */
  private renderSoon(stored: StoredPortfolio, siteUrl: string): void {
    this.latest = stored;
    const render = () => {
      if (this.latest !== stored) return;
      this.currentPage(siteUrl).catch((error: unknown) => {
        this.logger.error(`Rendering the page of version ${stored.revision.version} failed: ${String(error)}`);
      });
    };
    setTimeout(render, RENDER_AFTER_SAVE_MS).unref();
  }
}

/** A page or file as sent: its bytes, gzipped once, and a weak tag (the plain and the gzipped bytes are one page). */
async function toRendered(text: string): Promise<RenderedPage> {
  const html = Buffer.from(text);
  const digest = createHash('sha256').update(html).digest('base64url').slice(0, 32);
  return { html, gzip: await gzipped(html, { level: 9 }), etag: `W/"${digest}"` };
}
