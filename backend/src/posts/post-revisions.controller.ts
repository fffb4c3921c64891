import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OwnerOnly } from '../auth/public.decorator';
import { IfMatch, type Revision } from '../portfolio/etag';
import { wholeNumber } from '../portfolio/revisions/version-parameter';
import { knownId, sendPost } from './post-answer';
import { listPostRevisions, type PostRevisionSummary } from './post-revisions';
import { PostWriter } from './post-writer';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const MAX_VERSION = 2 ** 31 - 1;

/** A post's history, as the document's: every version a save or a deletion replaced, and restoring one. */
@OwnerOnly()
@Controller('posts/:id/revisions')
export class PostRevisionsController {
  constructor(
    private readonly posts: PostWriter,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {}

  @Get()
  async list(
    @Param('id') id: string,
    @Query('before') before: string | undefined,
    @Query('limit') limit: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ revisions: PostRevisionSummary[]; next: number | null }> {
    response.setHeader('Cache-Control', 'no-store');
    const size = limit === undefined ? PAGE_SIZE : wholeNumber('limit', limit, MAX_PAGE_SIZE);
    // One more than asked tells whether there is a next page.
    const revisions = await listPostRevisions(
      this.manager,
      knownId(id),
      before === undefined ? undefined : wholeNumber('before', before, MAX_VERSION),
      size + 1,
    );
    return { revisions: revisions.slice(0, size), next: revisions.length > size ? revisions[size - 1]!.version : null };
  }

  @Get(':version')
  read(@Param('id') id: string, @Param('version') version: string, @Res({ passthrough: true }) response: Response) {
    response.setHeader('Cache-Control', 'no-store');
    return this.posts.revision(knownId(id), wholeNumber('version', version, MAX_VERSION));
  }

  /** A restore is a save of the post: If-Match with its current ETag, unless it was deleted. */
  @Post(':version/restore')
  @HttpCode(HttpStatus.OK)
  async restore(
    @Param('id') id: string,
    @Param('version') version: string,
    @IfMatch() expected: Revision[] | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const number = wholeNumber('version', version, MAX_VERSION);
    sendPost(response, await this.posts.restore(knownId(id), number, expected));
  }
}
