import { Controller, HttpCode, NotFoundException, Post } from '@nestjs/common';
import type { PublishStatus } from '@portfolio/contract';
import { PublishService } from './publish.service';

/** The owner's 'Publish now': answered once that publish has ended, with how it went. */
@Controller('publish')
export class PublishController {
  constructor(private readonly publisher: PublishService) {}

  @Post()
  @HttpCode(200)
  async publish(): Promise<PublishStatus> {
    const status = await this.publisher.publishNow();
    if (!status) throw new NotFoundException({ message: 'The site is not published: PUBLISH_TO is not set.' });
    return status;
  }
}
