import { Controller, Get, HttpCode, NotFoundException, Post } from '@nestjs/common';
import type { PublishAsked, PublishProgress } from '@portfolio/contract';
import { OwnerOnly } from '../auth/public.decorator';
import { PublishService } from './publish.service';

const NOT_PUBLISHED = { message: 'The site is not published: PUBLISH_TO is not set.' };

/**
 * The owner's 'Publish now', answered at once (a publish can take minutes, longer than a proxy
 * waits for an answer), and how the publishing goes, which the admin reads until that publish ends.
 */
@Controller('publish')
export class PublishController {
  constructor(private readonly publisher: PublishService) {}

  @Post()
  @HttpCode(202)
  publish(): PublishAsked {
    const asked = this.publisher.publishNow();
    if (!asked) throw new NotFoundException(NOT_PUBLISHED);
    return asked;
  }

  @Get()
  @OwnerOnly()
  read(): PublishProgress {
    const progress = this.publisher.progress;
    if (!progress) throw new NotFoundException(NOT_PUBLISHED);
    return progress;
  }
}
