import { BadRequestException, Body, Controller, Get, Header, Param, Put } from '@nestjs/common';
import { isPostBodyId, type PostBodyAnswer, type StoredPostBody } from '@portfolio/contract';
import { OwnerOnly } from '../auth/public.decorator';
import { PRIVATE } from '../http/cache-control';
import { PostBodyDto } from './post-body.dto';
import { PostBodiesService } from './post-bodies.service';

/** The posts' Markdown bodies, for the editor: stored by their content, read back by id. */
@Controller('post-bodies')
export class PostBodiesController {
  constructor(private readonly bodies: PostBodiesService) {}

  /** Stores a body (the session guard asks for the owner's session, as for any write). */
  @Put()
  @Header('Cache-Control', PRIVATE)
  async store(@Body() { markdown }: PostBodyDto): Promise<StoredPostBody> {
    return { id: await this.bodies.store(markdown) };
  }

  @Get(':id')
  @OwnerOnly()
  @Header('Cache-Control', PRIVATE)
  async read(@Param('id') id: string): Promise<PostBodyAnswer> {
    if (!isPostBodyId(id)) throw new BadRequestException({ message: 'A post body id is 32 lowercase hex digits.' });
    return { id, markdown: await this.bodies.read(id) };
  }
}
