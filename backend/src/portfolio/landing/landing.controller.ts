import { Body, Controller, Get, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OwnerOnly } from '../../auth/public.decorator';
import { IfMatch, type Revision } from '../etag';
import { PortfolioDto } from '../portfolio.dto';
import { PortfolioReader } from '../portfolio-reader';
import { sendSaved } from '../stored-answer';
import { LandingWriter } from './landing-writer';

/**
 * The landing page's content, read and saved on its own: the document without its posts, under
 * the ETag of the document's row alone, which a post saved on its own leaves as it is.
 */
@OwnerOnly()
@Controller('landing')
export class LandingController {
  constructor(
    private readonly reader: PortfolioReader,
    private readonly writer: LandingWriter,
  ) {}

  @Get()
  async read(@Res() response: Response): Promise<void> {
    sendSaved(response, await this.reader.readLanding());
  }

  @Put()
  async replace(
    @Body() dto: PortfolioDto,
    @IfMatch() expected: Revision[] | undefined,
    @Res() response: Response,
  ): Promise<void> {
    sendSaved(response, await this.writer.replace(dto, expected));
  }
}
