import { Body, Controller, Get, Logger, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionsService } from '../auth/sessions/sessions.service';
import { PRIVATE } from '../http/cache-control';
import { sendRevalidated } from '../http/revalidated';
import { IfMatch, type Revision, toEtag } from './etag';
import { PortfolioDto } from './portfolio.dto';
import { PortfolioReader } from './portfolio-reader';
import { PortfolioWriter } from './portfolio-writer';
import { sendSaved } from './stored-answer';

@Controller('portfolio')
export class PortfolioController {
  private readonly logger = new Logger(PortfolioController.name);

  constructor(
    private readonly reader: PortfolioReader,
    private readonly writer: PortfolioWriter,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The owner, signed in, reads the whole document (drafts included) under the revision's ETag,
   * which a save sends back as If-Match; anyone else reads what visitors see now. Caches may keep
   * the visitors' document, but must ask again (with the ETag) before each use; no cache keeps the
   * owner's, and nginx keeps no answer to a request with a session cookie.
   */
  @Get()
  async read(@Req() request: Request, @Res() response: Response): Promise<void> {
    response.vary('Cookie');
    if (await this.isOwner(request)) {
      const { json, revision } = await this.reader.read();
      sendRevalidated(request, response, {
        etag: toEtag(revision),
        type: 'json',
        body: json,
        cacheControl: PRIVATE,
      });
    } else {
      const { json, etag } = await this.reader.readPublic();
      sendRevalidated(request, response, { etag, type: 'json', body: json });
    }
  }

  @Put()
  async replace(
    @Body() dto: PortfolioDto,
    @IfMatch() expected: Revision[] | undefined,
    @Res() response: Response,
  ): Promise<void> {
    sendSaved(response, await this.writer.replace(dto, expected));
  }

  /**
   * Whether the request carries the owner's live session. One that has ended, or that cannot be
   * checked while the database is away, reads as a visitor's: what visitors see is never less safe.
   */
  private async isOwner(request: Request): Promise<boolean> {
    try {
      return (await this.sessions.sessionOf(request)) !== undefined;
    } catch (error) {
      this.logger.warn(`The session was not checked; answering as to a visitor: ${String(error)}`);
      return false;
    }
  }
}
