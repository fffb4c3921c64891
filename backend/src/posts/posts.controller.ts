import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { pick, PORTFOLIO } from '@portfolio/contract';
import type { Response } from 'express';
import { OwnerOnly } from '../auth/public.decorator';
import { revisionsFromIfMatch, toEtag } from '../portfolio/etag';
import { PostDto } from './post.dto';
import { listQuery, type PostList } from './post-list';
import type { SavedPost } from './post-saves';
import { PostWriter } from './post-writer';

const POST = PORTFOLIO.fields.blogs.item;
/** A record's id as the API makes them (and the migration did): letters, digits, '-' and '_'. */
const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The owner's posts, each read and saved on its own under its own ETag. */
@OwnerOnly()
@Controller('posts')
export class PostsController {
  constructor(private readonly posts: PostWriter) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@Body() dto: PostDto, @Res() response: Response): Promise<void> {
    const post = await this.posts.create(dto);
    send(response.location(`/api/posts/${post.id}`), post);
  }

  @Get()
  list(
    @Query() query: Record<string, string | undefined>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PostList> {
    response.setHeader('Cache-Control', 'no-store');
    return this.posts.list(listQuery(query));
  }

  @Get(':id')
  async read(@Param('id') id: string, @Res() response: Response): Promise<void> {
    send(response, await this.posts.read(known(id)));
  }

  /** Guarded by the post's ETag when If-Match is sent; without it the save overwrites, as the document's does. */
  @Put(':id')
  async replace(
    @Param('id') id: string,
    @Body() dto: PostDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    send(response, await this.posts.replace(known(id), dto, revisionsFromIfMatch(ifMatch)));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id') id: string, @Headers('if-match') ifMatch: string | undefined): Promise<void> {
    await this.posts.remove(known(id), revisionsFromIfMatch(ifMatch));
  }
}

function known(id: string): string {
  if (!ID.test(id)) throw new NotFoundException({ message: `No post ${id} is stored.` });
  return id;
}

/** The post's fields in the document's order, with its id, under its version's ETag; no cache keeps it. */
function send(response: Response, { id, fields, version, digest }: SavedPost): void {
  response
    .setHeader('Cache-Control', 'no-store')
    .setHeader('ETag', toEtag({ version, digest }))
    .json({ id, ...(pick(POST, fields) as object) });
}
