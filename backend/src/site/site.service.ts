import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { hasPage, postPath } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { LONGEST_TIMER_MS } from '../portfolio/clock';
import { PortfolioReader, type StoredPortfolio } from '../portfolio/portfolio-reader';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import { PostBodiesService } from '../post-bodies/post-bodies.service';
import { SearchIndex } from '../search/search-index';
import { loadPageRenderer, type PageRenderer } from './page-renderer';
import { KeptPages } from './kept-pages';
import { RenderedBodies } from './rendered-bodies';
import { RenderPass, Superseded } from './render-pass';
import type { RenderedPage } from './rendered-page';
import { PageDigests } from './page-digests';
import { notFoundName } from './page-languages';
import { viewPages } from './view-pages';
import { sitePages, withSearchIndex, type WholeSite } from './whole-site';

/** What a post's address answers: its page, the address it moved to, or nothing (a 404). */
export type PostAnswer = { page: RenderedPage } | { movedTo: string } | undefined;

/**
 * How long the pages' render waits after a save for the next one: a run of saves (the owner's
 * edits, a script's) renders only the last, and never holds a save's answer back.
 */
export const RENDER_AFTER_SAVE_MS = 200;

/** The pass that renders the pages of one public view for one site address (and year: the footer's). */
interface ViewPass {
  key: string;
  pass: RenderPass;
}

/**
 * The public pages and the site's files, made from the document as visitors see it now (drafts
 * and posts scheduled for later left out): the home page, each public post's page, the listings,
 * the feeds and the sitemap. One pass per view and site address brings them up to date: a page
 * whose digest (what it shows) is the one kept (`KeptPages`) is not rendered again. With `SITE_URL` set the pass starts when this process learns of a
 * revision (`RENDER_AFTER_SAVE_MS` after a save, so a save is answered first) and when a scheduled
 * post's moment comes, not at a visitor's request: a request that comes while the pass runs
 * waits for its own page, which is made next. A request that finds no pass for the view it reads
 * (before the scheduled moment's timer has run, or without `SITE_URL`, whose address is the
 * request's) starts it, so no visitor gets a page of an older view.
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SiteService.name);
  private readonly renderer: PageRenderer | undefined;
  private current: ViewPass | undefined;
  /** The newest revision this process learnt of: a render waiting for an older one is dropped. */
  private latest: StoredPortfolio | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly bodies: RenderedBodies;
  private readonly digests = new PageDigests();

  constructor(
    private readonly portfolio: PortfolioReader,
    postBodies: PostBodiesService,
    private readonly kept: KeptPages,
    private readonly search: SearchIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.renderer = loadPageRenderer(config.staticDir);
    this.bodies = new RenderedBodies(postBodies);
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
    // The first read renders the pages; a database that is not up yet leaves it to the first visitor.
    if (this.config.siteUrl) this.portfolio.read().catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
    this.current?.pass.stop();
  }

  /** The address absolute URLs use: `SITE_URL`, or outside production the request's own. */
  siteUrlFor(requestOrigin: string): string {
    return this.config.siteUrl ?? requestOrigin;
  }

  /**
   * What a path of the site that is no page answers, with a 404: the not-found page of the language
   * whose pages are under `prefix`, from the pass under way (whichever view it is of: the page names
   * no post, and a path that is no page is answered without reading the document), or the built
   * app's page (which shows its own) before any pass or where the site has no such language;
   * undefined without a build.
   */
  async notFoundPage(prefix: string): Promise<RenderedPage | string | undefined> {
    if (!this.renderer) return undefined;
    const page = await this.current?.pass.page(notFoundName(prefix)).catch(() => undefined);
    return page ?? this.renderer.notFound;
  }

  /** The home page as visitors see it now, or undefined when no renderer was built. */
  async currentPage(siteUrl: string): Promise<RenderedPage | undefined> {
    return this.renderer && this.fromPass(siteUrl, () => '/');
  }

  /**
   * What `/blog/{slug}` answers now: the page of the public post at that address if it has a
   * body; a move to the current address of a public post with a page that had it before; else
   * nothing. A post's current address is its own even without a page: never another's old one.
   */
  async postPage(slug: string, siteUrl: string): Promise<PostAnswer> {
    if (!this.renderer) return undefined;
    let movedTo: string | undefined;
    const page = await this.fromPass(siteUrl, ({ document }) => {
      const post = document.blogs.find((other) => other.slug === slug);
      movedTo = post
        ? undefined
        : document.blogs.find((other) => hasPage(other) && other.formerSlugs.includes(slug))?.slug;
      return post && hasPage(post) ? postPath(slug) : undefined;
    });
    if (page) return { page };
    return movedTo === undefined ? undefined : { movedTo };
  }

  /**
   * A page or file as it is now, by its name in the pass (`/blog`, `/blog/page/{n}`,
   * `/blog/tag/{slug}`, its pages, `blog/tag/{slug}/feed.xml`; in another language `/fr/`,
   * `/fr/blog/{slug}`, `fr/feed.xml`), or undefined where there is none.
   */
  async named(name: string, siteUrl: string): Promise<RenderedPage | undefined> {
    return this.renderer && this.fromPass(siteUrl, () => name);
  }

  /** The Atom feed as it is now: the newest posts with a page carry their whole body. */
  async feed(siteUrl: string): Promise<RenderedPage> {
    return (await this.fromPass(siteUrl, () => 'feed.xml'))!;
  }

  /** The sitemap as it is now: the home page and each public post's page. */
  async sitemap(siteUrl: string): Promise<RenderedPage> {
    return (await this.fromPass(siteUrl, () => 'sitemap.xml'))!;
  }

  /**
   * Every page and file of the view visitors see now, for `siteUrl`, one after another with a turn
   * of the event loop between two: what a publish copies to a static host. A page's text is read
   * from the kept pages of that address (one missing or stale is rendered and kept) only when it is
   * asked for, before the next page is: no more than a page is held at once, and a publish that
   * has a page's digest already sent reads nothing of it. Pages are named as the pass names them:
   * `/`, `/blog/{slug}`, `sitemap.xml`, `feed.xml`.
   */
  async wholeSite(siteUrl: string): Promise<WholeSite> {
    if (!this.renderer) throw new Error('The front end is not built: run make build');
    const view = await this.portfolio.readPublic();
    const pages = sitePages(this.kept, siteUrl, this.pages(view, siteUrl));
    return { view, pages: withSearchIndex(pages, this.search, view) };
  }

  /** Settles once the pages of the view current now are all made: for tests and measurements. */
  async rendered(siteUrl: string): Promise<void> {
    await this.passFor(await this.portfolio.readPublic(), siteUrl).done;
  }

  /**
   * The page `name` picks in the view as visitors see it now, from that view's pass. A pass given
   * up for a newer view while the request waited is asked again, of the newer one.
   */
  private async fromPass(
    siteUrl: string,
    name: (view: PublicPortfolio) => string | undefined,
  ): Promise<RenderedPage | undefined> {
    for (;;) {
      const view = await this.portfolio.readPublic();
      const wanted = name(view);
      if (wanted === undefined) return undefined;
      try {
        return await this.passFor(view, siteUrl).page(wanted);
      } catch (error) {
        if (!(error instanceof Superseded)) throw error;
      }
    }
  }

  /** The pass of `view` for `siteUrl`, started if it is not the current one (which it then replaces). */
  private passFor(view: PublicPortfolio, siteUrl: string): RenderPass {
    const key = `${view.etag} ${siteUrl} ${new Date().getFullYear()}`;
    if (this.current?.key !== key) {
      const previous = this.current?.pass;
      previous?.stop();
      this.current = { key, pass: new RenderPass(this.kept, siteUrl, this.pages(view, siteUrl), previous) };
      // The search index follows the pages: built beside them, in a process of its own.
      this.search.follow(view);
    }
    return this.current.pass;
  }

  /** The text of `view`'s pages for `siteUrl`, with this process's renderer and stored bodies. */
  private pages(view: PublicPortfolio, siteUrl: string) {
    return viewPages(view, siteUrl, this.renderer, (id) => this.bodies.of(id), this.digests);
  }

  /**
   * Renders the pages a moment after this process learns of a revision, unless a newer one comes
   * first; and again when its next scheduled post's moment comes.
   */
  private renderSoon(stored: StoredPortfolio, siteUrl: string, delayMs = RENDER_AFTER_SAVE_MS): void {
    this.latest = stored;
    clearTimeout(this.timer);
    const render = () => {
      if (this.latest !== stored) return;
      this.portfolio
        .readPublic()
        .then((view) => {
          this.passFor(view, siteUrl);
          this.renderAtNextMoment(stored, siteUrl);
        })
        .catch((error: unknown) => {
          this.logger.error(`Rendering the pages of version ${stored.revision.version} failed: ${String(error)}`);
        });
    };
    this.timer = setTimeout(render, delayMs).unref();
  }

  /** When the next scheduled post of `stored` comes out, its pages are rendered, with no visitor first. */
  private renderAtNextMoment(stored: StoredPortfolio, siteUrl: string): void {
    const wait = this.portfolio.untilNextPublication(stored);
    if (wait === undefined || this.latest !== stored) return;
    if (wait > LONGEST_TIMER_MS) {
      this.timer = setTimeout(() => this.renderAtNextMoment(stored, siteUrl), LONGEST_TIMER_MS).unref();
    } else {
      this.timer = setTimeout(() => this.renderSoon(stored, siteUrl, 0), wait).unref();
    }
  }
}
