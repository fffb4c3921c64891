import { Body, Controller, Get, Headers, Put, Res } from '@nestjs/common';
import type { Portfolio } from '@portfolio/contract';
import type { Response } from 'express';
import { matchesIfNoneMatch, toEtag, versionsFromIfMatch } from './etag';
import { PortfolioDto } from './portfolio.dto';
import { PortfolioService } from './portfolio.service';

@Controller('portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  async read(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Portfolio | undefined> {
    const { document, version } = await this.portfolio.read();
    // no-cache: caches may keep it, but must ask again (with the ETag) before each use.
    response.setHeader('ETag', toEtag(version)).setHeader('Cache-Control', 'no-cache');
    if (matchesIfNoneMatch(ifNoneMatch, version)) {
      response.status(304);
      return undefined;
    }
    return document;
  }

  @Put()
  async replace(
    @Body() dto: PortfolioDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Portfolio> {
    const { document, version } = await this.portfolio.replace(dto, versionsFromIfMatch(ifMatch));
    response.setHeader('ETag', toEtag(version)).setHeader('Cache-Control', 'no-store');
    return document;
  }
}
