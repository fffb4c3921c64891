import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OwnerOnly } from '../auth/public.decorator';
import { IfMatch, type Revision } from '../portfolio/etag';
import { pinnedIds } from './pinned-order';
import { knownId, sendPost } from './post-answer';
import { PostDto } from './post.dto';
import { listQuery, type PostList } from './post-list';
import { PostWriter } from './post-writer';

/** The owner's posts, each read and saved on its own under its own ETag. */
@OwnerOnly()
@Controller('posts')
export class PostsController {
  constructor(private readonly posts: PostWriter) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() dto: PostDto, @Res() response: Response): Promise<void> {
    const post = await this.posts.create(dto);
    sendPost(response.location(`/api/posts/${post.id}`), post);
  }

  @Get()
  list(
    @Query() query: Record<string, string | undefined>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PostList> {
    response.setHeader('Cache-Control', 'no-store');
    return this.posts.list(listQuery(query));
  }

  /** Before `:id`: `pinned` is no post's id (ids are 12 characters), but the route would take it for one. */
  @Put('pinned')
  async reorderPinned(
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ ids: string[] }> {
    response.setHeader('Cache-Control', 'no-store');
    return { ids: await this.posts.reorderPinned(pinnedIds(body)) };
  }

  @Get(':id')
  async read(@Param('id') id: string, @Res() response: Response): Promise<void> {
    sendPost(response, await this.posts.read(knownId(id)));
  }

  /** Guarded by the post's ETag when If-Match is sent; without it the save overwrites, as the document's does. */
  @Put(':id')
  async replace(
    @Param('id') id: string,
    @Body() dto: PostDto,
    @IfMatch() expected: Revision[] | undefined,
    @Res() response: Response,
  ): Promise<void> {
    sendPost(response, await this.posts.replace(knownId(id), dto, expected));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id') id: string, @IfMatch() expected: Revision[] | undefined): Promise<void> {
    await this.posts.remove(knownId(id), expected);
  }
}
