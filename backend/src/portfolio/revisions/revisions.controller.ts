import { Controller, Get, HttpCode, HttpException, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { RevisionAnswer, RevisionPage } from '@portfolio/contract';
import type { Response } from 'express';
import { OwnerOnly } from '../../auth/public.decorator';
import { wholeNumber } from './version-parameter';
import { IfMatch, type Revision } from '../etag';
import { sendSaved } from '../stored-answer';
import { RevisionsService } from './revisions.service';

const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_VERSION = 2 ** 31 - 1;

/** The owner's history of the document: every version a save replaced, and restoring one. */
@OwnerOnly()
@Controller('portfolio/revisions')
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  list(
    @Query('before') before: string | undefined,
    @Query('limit') limit: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RevisionPage> {
    response.setHeader('Cache-Control', 'no-store');
    return this.revisions.list(
      before === undefined ? undefined : wholeNumber('before', before, MAX_VERSION),
      limit === undefined ? PAGE_SIZE : wholeNumber('limit', limit, MAX_PAGE_SIZE),
    );
  }

  @Get(':version')
  read(@Param('version') version: string, @Res({ passthrough: true }) response: Response): Promise<RevisionAnswer> {
    response.setHeader('Cache-Control', 'no-store');
    return this.revisions.read(wholeNumber('version', version, MAX_VERSION));
  }

  /** A restore is a save: it needs the current version's ETag, and becomes the next version. */
  @Post(':version/restore')
  @HttpCode(HttpStatus.OK)
  async restore(
    @Param('version') version: string,
    @IfMatch() expected: Revision[] | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const number = wholeNumber('version', version, MAX_VERSION);
    if (!expected) {
      throw new HttpException(
        { message: 'Send If-Match with the ETag of the version the restore replaces.' },
        HttpStatus.PRECONDITION_REQUIRED,
      );
    }
    sendSaved(response, await this.revisions.restore(number, expected));
  }
}
