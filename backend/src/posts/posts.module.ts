import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { PostRevisionsController } from './post-revisions.controller';
import { PostsController } from './posts.controller';
import { PostWriter } from './post-writer';

/** Each post read and saved on its own, beside the whole document's routes. */
@Module({
  imports: [PortfolioReadModule, MediaModule, PostBodiesModule],
  controllers: [PostsController, PostRevisionsController],
  providers: [PostWriter],
})
export class PostsModule {}
