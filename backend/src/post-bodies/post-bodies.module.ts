import { Module } from '@nestjs/common';
import { PostBodiesController } from './post-bodies.controller';
import { PostBodiesRepository } from './post-bodies.repository';
import { PostBodiesService } from './post-bodies.service';

@Module({
  controllers: [PostBodiesController],
  providers: [PostBodiesRepository, PostBodiesService],
  exports: [PostBodiesService],
})
export class PostBodiesModule {}
