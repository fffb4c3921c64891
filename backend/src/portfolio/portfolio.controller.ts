import { Body, Controller, Get, Headers, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendRevalidated } from '../http/revalidated';
import { revisionsFromIfMatch, toEtag } from './etag';
import { PortfolioDto } from './portfolio.dto';
import { PortfolioService } from './portfolio.service';
import { sendSaved } from './stored-answer';

@Controller('portfolio')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioService) {}

  @Get()
  async read(@Req() request: Request, @Res() response: Response): Promise<void> {
    const { json, revision } = await this.portfolio.read();
    // Caches may keep it, but must ask again (with the ETag) before each use; nginx for at most a second.
    sendRevalidated(request, response, { etag: toEtag(revision), type: 'json', body: json });
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
