import { Body, Controller, Get, Headers, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { REVALIDATE } from '../http/cache-control';
import { matchesIfNoneMatch, revisionsFromIfMatch, toEtag } from './etag';
import { PortfolioDto } from './portfolio.dto';
import { PortfolioService } from './portfolio.service';
import { sendSaved, sendStored } from './stored-answer';

@Controller('portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  async read(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    const stored = await this.portfolio.read();
    // Caches may keep it, but must ask again (with the ETag) before each use; nginx for at most a second.
    response.setHeader('Cache-Control', REVALIDATE);
    if (matchesIfNoneMatch(ifNoneMatch, stored.revision)) {
      response.setHeader('ETag', toEtag(stored.revision)).status(304).end();
      return;
    }
    sendStored(response, stored);
  }

  @Put()
  async replace(
    @Body() dto: PortfolioDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    sendSaved(response, await this.portfolio.replace(dto, revisionsFromIfMatch(ifMatch)));
  }
}
