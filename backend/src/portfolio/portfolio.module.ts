import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { PortfolioController } from './portfolio.controller';
import { PortfolioReadModule } from './portfolio-read.module';
import { PortfolioWriter } from './portfolio-writer';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsRepository } from './revisions/revisions.repository';
import { RevisionsService } from './revisions/revisions.service';

/** The document's routes: reading it, saving it, and its history. */
@Module({
  imports: [PortfolioReadModule, AuthModule, MediaModule, PostBodiesModule],
  controllers: [PortfolioController, RevisionsController],
  providers: [PortfolioWriter, RevisionsRepository, RevisionsService],
})
export class PortfolioModule {}
