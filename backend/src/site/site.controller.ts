import { gunzipSync } from 'node:zlib';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { BLOG_INDEX_PATH, BLOG_PATH, couldBeSlug, isSlug, postPath, tagFeedPath } from '@portfolio/contract';
import type { Request, Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { requestOrigin } from '../http/request-origin';
import { sendRevalidated } from '../http/revalidated';
import { robotsTxt } from './site-files';
import type { RenderedPage } from './rendered-page';
import { SiteService } from './site.service';

/** The pre-rendered pages (home and posts), and the files crawlers and feed readers ask for. */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    const page = await this.site.currentPage(this.siteUrl(request));
    if (!page) throw new NotFoundException({ message: 'The front end is not built: run make build' });
    this.send(request, response, 'html', page);
  }

  /** The blog's index, and its further pages: the first has one address only, `/blog`. */
  @Get(BLOG_INDEX_PATH)
  async blog(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.listing(BLOG_INDEX_PATH, request, response);
  }

  @Get(`${BLOG_PATH}page/:page`)
  async blogPage(@Param('page') page: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.listing(`${BLOG_PATH}page/${page}`, request, response, BLOG_INDEX_PATH);
  }

  /** A tag's page and its further pages, and its feed; a slug that is no tag's is the 404 page. */
  @Get(`${BLOG_PATH}tag/:tag`)
  async tag(@Param('tag') tag: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.listing(`${BLOG_PATH}tag/${tag}`, request, response);
  }

  @Get(`${BLOG_PATH}tag/:tag/page/:page`)
  async tagPage(
    @Param('tag') tag: string,
    @Param('page') page: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.listing(`${BLOG_PATH}tag/${tag}/page/${page}`, request, response, `${BLOG_PATH}tag/${tag}`);
  }

  @Get(`${BLOG_PATH}tag/:tag/feed.xml`)
  async tagFeed(@Param('tag') tag: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const feed = isSlug(tag) ? await this.site.listing(tagFeedPath(tag).slice(1), this.siteUrl(request)) : undefined;
    if (feed) this.send(request, response, 'application/atom+xml', feed);
    else this.notFound(response);
  }

  /** A post's page; a former address moves to the current one; anything else is the site's 404 page. */
  @Get(`${BLOG_PATH}:slug`)
  async post(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    // What cannot be an address is answered without reading the document.
    const answer = couldBeSlug(slug) ? await this.site.postPage(slug, this.siteUrl(request)) : undefined;
    if (answer && 'page' in answer) {
      this.send(request, response, 'html', answer.page);
    } else if (answer) {
      response.setHeader('Cache-Control', REVALIDATE).redirect(301, postPath(answer.movedTo));
    } else {
      this.notFound(response);
    }
  }

  @Get('robots.txt')
  robots(@Req() request: Request, @Res() response: Response): void {
    response.setHeader('Cache-Control', REVALIDATE).type('text/plain');
    response.send(robotsTxt({ siteUrl: this.siteUrl(request) }));
  }

  @Get('sitemap.xml')
  async sitemap(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.send(request, response, 'application/xml', await this.site.sitemap(this.siteUrl(request)));
  }

  @Get('feed.xml')
  async feed(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.send(request, response, 'application/atom+xml', await this.site.feed(this.siteUrl(request)));
  }

  /**
   * A page of a listing; its first page by number moves to its one address (`first`); anything
   * else is the 404 page. What cannot be a listing's address is answered without reading anything.
   */
  private async listing(path: string, request: Request, response: Response, first?: string): Promise<void> {
    if (first && path === `${first}/page/1`) {
      response.setHeader('Cache-Control', REVALIDATE).redirect(301, first);
      return;
    }
    // A tag's slug and a page's number are each shaped as a slug (a tag's may be longer than a post's).
    const page = isSlug(path.split('/').at(-1)!) ? await this.site.listing(path, this.siteUrl(request)) : undefined;
    if (page) this.send(request, response, 'html', page);
    else this.notFound(response);
  }

  /** The built app's page with a 404, which shows its not-found page. */
  private notFound(response: Response): void {
    const notFound = this.site.notFoundPage;
    if (notFound === undefined) throw new NotFoundException({ message: 'There is no such page.' });
    response.status(404).setHeader('Cache-Control', REVALIDATE).type('html').send(notFound);
  }

  private send(request: Request, response: Response, type: string, page: RenderedPage): void {
    sendRevalidated(request, response, { etag: page.etag, type, body: () => gunzipSync(page.gzip), gzip: page.gzip });
  }

  private siteUrl(request: Request): string {
    return this.site.siteUrlFor(requestOrigin(request));
  }
}
