import { gunzipSync } from 'node:zlib';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { BLOG_INDEX_PATH, BLOG_PATH, couldBeSlug, isSlug, postPath, tagFeedPath } from '@portfolio/contract';
import type { Request, Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { languagePrefix } from '../http/site-paths/language-paths';
import { requestOrigin } from '../http/request-origin';
import { sendRevalidated } from '../http/revalidated';
import { robotsTxt } from './site-files';
import type { RenderedPage } from './rendered-page';
import { SiteService } from './site.service';

/** The pre-rendered pages (home and posts), and the files crawlers and feed readers ask for. */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  /** The home page: the primary language's at `/`, another's at `/{tag}/` (`language-paths.ts`), if the site has it. */
  @Get()
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    const prefix = languagePrefix(response);
    if (prefix) return await this.sendNamed(request, response, 'html', `${prefix}/`);
    const page = await this.site.currentPage(this.siteUrl(request));
    if (!page) throw new NotFoundException({ message: 'The front end is not built: run make build' });
    this.send(request, response, 'html', page);
  }

  /** The blog's index, and its further pages: the first has one address only, `/blog`. */
  @Get(BLOG_INDEX_PATH)
  async blog(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.listing(`${languagePrefix(response)}${BLOG_INDEX_PATH}`, request, response);
  }

  @Get(`${BLOG_PATH}page/:page`)
  async blogPage(@Param('page') page: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const index = `${languagePrefix(response)}${BLOG_INDEX_PATH}`;
    await this.listing(`${index}/page/${page}`, request, response, index);
  }

  /** A tag's page and its further pages, and its feed; a slug that is no tag's is the 404 page. */
  @Get(`${BLOG_PATH}tag/:tag`)
  async tag(@Param('tag') tag: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.listing(`${languagePrefix(response)}${BLOG_PATH}tag/${tag}`, request, response);
  }

  @Get(`${BLOG_PATH}tag/:tag/page/:page`)
  async tagPage(
    @Param('tag') tag: string,
    @Param('page') page: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const first = `${languagePrefix(response)}${BLOG_PATH}tag/${tag}`;
    await this.listing(`${first}/page/${page}`, request, response, first);
  }

  @Get(`${BLOG_PATH}tag/:tag/feed.xml`)
  async tagFeed(@Param('tag') tag: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const name = `${languagePrefix(response)}${tagFeedPath(tag)}`.slice(1);
    await this.sendNamed(request, response, 'application/atom+xml', isSlug(tag) ? name : undefined);
  }

  /**
   * A post's page; a former address moves to the current one; anything else is the site's 404
   * page. In another language, the page of the post's translation at its own address: a former
   * address was the primary language's.
   */
  @Get(`${BLOG_PATH}:slug`)
  async post(@Param('slug') slug: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    // What cannot be an address is answered without reading the document.
    if (!couldBeSlug(slug)) return this.notFound(response);
    const prefix = languagePrefix(response);
    if (prefix) return await this.sendNamed(request, response, 'html', `${prefix}${postPath(slug)}`);
    const answer = await this.site.postPage(slug, this.siteUrl(request));
    if (answer && 'page' in answer) {
      this.send(request, response, 'html', answer.page);
    } else if (answer) {
      response.setHeader('Cache-Control', REVALIDATE).redirect(301, postPath(answer.movedTo));
    } else {
      await this.notFound(response);
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

  /** The blog's feed: the primary language's at `/feed.xml`, another's at `/{tag}/feed.xml`. */
  @Get('feed.xml')
  async feed(@Req() request: Request, @Res() response: Response): Promise<void> {
    const prefix = languagePrefix(response);
    if (prefix) return await this.sendNamed(request, response, 'application/atom+xml', `${prefix.slice(1)}/feed.xml`);
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
    await this.sendNamed(request, response, 'html', isSlug(path.split('/').at(-1)!) ? path : undefined);
  }

  /** The page or file `name` of the view visitors see now; the not-found page where there is none (or no name). */
  private async sendNamed(request: Request, response: Response, type: string, name: string | undefined) {
    const page = name === undefined ? undefined : await this.site.named(name, this.siteUrl(request));
    if (page) this.send(request, response, type, page);
    else await this.notFound(response);
  }

  /** The not-found page of the language asked for (the app's page where there is none), with a 404. */
  private async notFound(response: Response): Promise<void> {
    const notFound = await this.site.notFoundPage(languagePrefix(response));
    if (notFound === undefined) throw new NotFoundException({ message: 'There is no such page.' });
    response
      .status(404)
      .setHeader('Cache-Control', REVALIDATE)
      .type('html')
      .send(typeof notFound === 'string' ? notFound : gunzipSync(notFound.gzip));
  }

  private send(request: Request, response: Response, type: string, page: RenderedPage): void {
    sendRevalidated(request, response, { etag: page.etag, type, body: () => gunzipSync(page.gzip), gzip: page.gzip });
  }

  private siteUrl(request: Request): string {
    return this.site.siteUrlFor(requestOrigin(request));
  }
}
