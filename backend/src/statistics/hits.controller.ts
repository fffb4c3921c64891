import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { clientAddress, throttledAddress } from '../auth/request/client-address';
import { APP_CONFIG, type AppConfig } from '../config';
import { publishedCounting } from '../http/published-site';
import { isCounted } from './counted-request';
import { HitDto } from './hit.dto';
import { HitsService, type Sender } from './hits.service';

// The smallest transparent GIF: what a post page's image of the counting route shows.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Where the public pages say a page was shown or a link followed. The answer is the same whether
 * the hit was counted or not, so a sender learns nothing from it.
 */
@Controller('hits')
export class HitsController {
  /** The origin of the site's copy on a static host, whose pages send their hits here. */
  private readonly published: string | undefined;
  private readonly publishedHost: string | undefined;

  constructor(
    private readonly hits: HitsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.published = publishedCounting(config)?.from;
    this.publishedHost = this.published && new URL(this.published).hostname;
  }

  /** The home page's script, after the page is shown and on a counted link's click. */
  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  async hit(@Body() hit: HitDto, @Req() request: Request): Promise<void> {
    const sender = this.senderOf(request);
    if (sender) await this.hits.count(hit, sender);
  }

  /** A post page, which runs no script, shows this as an image: `path` names the page. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async pixel(@Query('path') path: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const sender = this.senderOf(request);
    if (typeof path === 'string' && sender) await this.hits.count({ path }, sender);
    response.type('gif').end(PIXEL);
  }

  /** Who sent a hit, as far as counting needs; undefined when it is not counted at all. */
  private senderOf(request: Request): Sender | undefined {
    if (!isCounted(request, this.published)) return undefined;
    const siteHost = request.headers.host?.toLowerCase().replace(/:\d+$/, '');
    return {
      network: throttledAddress(clientAddress(request)),
      agent: request.headers['user-agent'] ?? '',
      siteHosts: [siteHost, this.publishedHost].filter((host) => host !== undefined),
    };
  }
}
