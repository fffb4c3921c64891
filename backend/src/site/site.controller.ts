import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { requestOrigin } from '../http/request-origin';
import { sendRevalidated } from '../http/revalidated';
import { atomFeed, robotsTxt, sitemapXml } from './site-files';
import { SiteService } from './site.service';

/** The pre-rendered public page, and the files crawlers and feed readers ask for. */
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    const page = await this.site.currentPage(this.siteUrl(request));
    if (!page) throw new NotFoundException({ message: 'The front end is not built: run make build' });
    sendRevalidated(request, response, { etag: page.etag, type: 'html', body: page.html, gzip: page.gzip });
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
    return this.site.siteUrlFor(requestOrigin(request));
  }
}
