import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
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

/**
 * The public page and the site's files, made from the current document. The page is rendered
 * once per revision (and site address): with `SITE_URL` set, as soon as this process learns of
 * the revision (at start and at each save); otherwise at the first request that needs it.
 */
@Injectable()
export class SiteService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SiteService.name);
  private readonly render: RenderPage | undefined;
  private page: (RenderedPage & { key: string }) | undefined;

  constructor(
    private readonly portfolio: PortfolioService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.render = loadPageRenderer(config.staticDir);
    const { siteUrl } = config;
    if (this.render && siteUrl) portfolio.onRevision((stored) => this.renderEagerly(stored, siteUrl));
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

  private pageOf(stored: StoredPortfolio, siteUrl: string): RenderedPage {
    const key = `${toEtag(stored.revision)} ${siteUrl}`;
    if (this.page?.key !== key) {
      const html = Buffer.from(this.render!(stored.document, siteUrl));
      const digest = createHash('sha256').update(html).digest('base64url').slice(0, 32);
      // Weak: the plain and the gzipped bytes are the same page.
      this.page = { key, html, gzip: gzipSync(html, { level: 9 }), etag: `W/"${digest}"` };
    }
    return this.page;
  }

  private renderEagerly(stored: StoredPortfolio, siteUrl: string): void {
    try {
      this.pageOf(stored, siteUrl);
    } catch (error) {
      this.logger.error(`Rendering the page of version ${stored.revision.version} failed: ${String(error)}`);
    }
  }
}
