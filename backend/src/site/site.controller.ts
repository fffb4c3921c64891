import { Controller, Get, Headers, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { atomFeed, robotsTxt, sitemapXml } from './site-files';
import { SiteService } from './site.service';

// A Host header is only believed when it looks like one; the page is never rendered for junk.
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The pre-rendered public page, and the files crawlers and feed readers ask for. */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  async page(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const page = await this.site.currentPage(this.siteUrl(request));
    if (!page) throw new NotFoundException({ message: 'The front end is not built: run make build' });
    response.setHeader('Cache-Control', REVALIDATE).setHeader('ETag', page.etag).vary('Accept-Encoding');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*')) {
      response.status(304).end();
      return;
    }
    response.type('html');
    if (request.acceptsEncodings('gzip') === 'gzip') {
      response.setHeader('Content-Encoding', 'gzip').send(page.gzip);
    } else {
      response.send(page.html);
    }
  }

  @Get('robots.txt')
  robots(@Req() request: Request, @Res() response: Response): void {
    response.setHeader('Cache-Control', REVALIDATE).type('text/plain');
    response.send(robotsTxt({ siteUrl: this.siteUrl(request) }));
  }

  @Get('sitemap.xml')
  async sitemap(@Req() request: Request, @Res() response: Response): Promise<void> {
    const xml = sitemapXml(await this.site.currentSource(this.siteUrl(request)));
    response.setHeader('Cache-Control', REVALIDATE).type('application/xml').send(xml);
  }

  @Get('feed.xml')
  async feed(@Req() request: Request, @Res() response: Response): Promise<void> {
    const xml = atomFeed(await this.site.currentSource(this.siteUrl(request)));
    response.setHeader('Cache-Control', REVALIDATE).type('application/atom+xml').send(xml);
  }

  private siteUrl(request: Request): string {
    const host = request.get('host') ?? '';
    return this.site.siteUrlFor(`${request.protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`);
  }
}
