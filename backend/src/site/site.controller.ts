import { gunzipSync } from 'node:zlib';
import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { BLOG_PATH, couldBeSlug, postPath } from '@portfolio/contract';
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
      const notFound = this.site.notFoundPage;
      if (notFound === undefined) throw new NotFoundException({ message: 'There is no such post.' });
      response.status(404).setHeader('Cache-Control', REVALIDATE).type('html').send(notFound);
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

  private send(request: Request, response: Response, type: string, page: RenderedPage): void {
    sendRevalidated(request, response, { etag: page.etag, type, body: () => gunzipSync(page.gzip), gzip: page.gzip });
  }

  private siteUrl(request: Request): string {
    return this.site.siteUrlFor(requestOrigin(request));
  }
}
