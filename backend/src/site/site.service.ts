import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { toEtag } from '../portfolio/etag';
import { PortfolioService, type StoredPortfolio } from '../portfolio/portfolio.service';
import { loadPageRenderer, type RenderPage } from './page-renderer';
import type { SiteSource } from './site-files';

/** The public page of one revision, as sent: plain and gzipped, with a tag for revalidation. */
export interface RenderedPage {
  html: Buffer;
  gzip: Buffer;
  etag: string;
}

// Off the event loop, in libuv's threads: level 9 takes a while, and the page is gzipped once per revision.
const gzipped = promisify(gzip);

/**
 * How long the page's render waits after a save for the next one: a run of saves (the owner's
 * edits, a script's) renders only the last, and never holds a save's answer back. A visitor who
 * comes sooner renders the page, as without `SITE_URL`.
 */
export const RENDER_AFTER_SAVE_MS = 200;

/**
 * The public page and the site's files, made from the current document. The page is rendered
 * once per revision (and site address): with `SITE_URL` set, shortly after this process learns of
 * the revision (at start and after each save, see `RENDER_AFTER_SAVE_MS`); otherwise, or when a
 * visitor asks first, at the first request that needs it. Requests meanwhile wait for that
 * render, so no visitor gets the page of an older revision.
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteService.name);
  private readonly render: RenderPage | undefined;
  private page: { key: string; ready: Promise<RenderedPage> } | undefined;
  /** The newest revision this process learnt of: a render waiting for an older one is dropped. */
  private latest: StoredPortfolio | undefined;

  constructor(
    private readonly portfolio: PortfolioService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.render = loadPageRenderer(config.staticDir);
    const { siteUrl } = config;
    if (this.render && siteUrl) portfolio.onRevision((stored) => this.renderSoon(stored, siteUrl));
  }

  onApplicationBootstrap(): void {
    if (!this.render) {
      this.logger.warn(`No page renderer built beside ${this.config.staticDir}: / is not served (run make build)`);
      return;
    }
    // The first read renders the page; a database that is not up yet leaves it to the first visitor.
    if (this.config.siteUrl) this.portfolio.read().catch(() => undefined);
  }

  /** The address absolute URLs use: `SITE_URL`, or outside production the request's own. */
  siteUrlFor(requestOrigin: string): string {
    return this.config.siteUrl ?? requestOrigin;
  }

  /** The current revision's page, or undefined when no renderer was built. */
  async currentPage(siteUrl: string): Promise<RenderedPage | undefined> {
    if (!this.render) return undefined;
    return this.pageOf(await this.portfolio.read(), siteUrl);
  }

  /** What the sitemap, the feed and robots.txt are made of. */
  async currentSource(siteUrl: string): Promise<SiteSource> {
    const { document, savedAt } = await this.portfolio.read();
    return { portfolio: document, savedAt, siteUrl };
  }

  /** The page of a revision: rendered once, and shared by every request while it is rendered. */
  private pageOf(stored: StoredPortfolio, siteUrl: string): Promise<RenderedPage> {
    const key = `${toEtag(stored.revision)} ${siteUrl}`;
    if (this.page?.key !== key) {
      const ready = this.renderPage(stored, siteUrl);
      this.page = { key, ready };
      // A render that failed is not kept: the next request tries again.
      ready.catch(() => {
        if (this.page?.ready === ready) this.page = undefined;
      });
    }
    return this.page.ready;
  }

  private async renderPage(stored: StoredPortfolio, siteUrl: string): Promise<RenderedPage> {
    const html = Buffer.from(this.render!(stored.document, siteUrl));
    const digest = createHash('sha256').update(html).digest('base64url').slice(0, 32);
    // Weak: the plain and the gzipped bytes are the same page.
    return { html, gzip: await gzipped(html, { level: 9 }), etag: `W/"${digest}"` };
  }

  /** Renders a revision's page a moment after this process learns of it, unless a newer one comes first. */
  private renderSoon(stored: StoredPortfolio, siteUrl: string): void {
    this.latest = stored;
    const render = () => {
      if (this.latest !== stored) return;
      this.pageOf(stored, siteUrl).catch((error: unknown) => {
        this.logger.error(`Rendering the page of version ${stored.revision.version} failed: ${String(error)}`);
      });
    };
    setTimeout(render, RENDER_AFTER_SAVE_MS).unref();
  }
}
