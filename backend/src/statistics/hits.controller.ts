import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { clientAddress } from '../auth/request/client-address';
import { isCounted } from './counted-request';
import { HitDto } from './hit.dto';
import { HitsService, type Sender } from './hits.service';

// The smallest transparent GIF: what a post page's image of the counting route shows.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const senderOf = (request: Request): Sender => ({
  address: clientAddress(request),
  agent: request.headers['user-agent'] ?? '',
  host: request.headers.host,
});

/**
 * Where the public pages say a page was shown or a link followed. The answer is the same whether
 * the hit was counted or not, so a sender learns nothing from it.
 */
@Controller('hits')
export class HitsController {
  constructor(private readonly hits: HitsService) {}

  /** The home page's script, after the page is shown and on a counted link's click. */
  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header('Cache-Control', 'no-store')
  async hit(@Body() hit: HitDto, @Req() request: Request): Promise<void> {
    if (isCounted(request.headers)) await this.hits.count(hit, senderOf(request));
  }

  /** A post page, which runs no script, shows this as an image: `path` names the page. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async pixel(@Query('path') path: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (typeof path === 'string' && isCounted(request.headers)) await this.hits.count({ path }, senderOf(request));
    response.type('gif').end(PIXEL);
  }
}
