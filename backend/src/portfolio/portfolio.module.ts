import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { LandingController } from './landing/landing.controller';
import { LandingRepository } from './landing/landing.repository';
import { LandingWriter } from './landing/landing-writer';
import { PortfolioController } from './portfolio.controller';
import { PortfolioReadModule } from './portfolio-read.module';
import { PortfolioWriter } from './portfolio-writer';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsRepository } from './revisions/revisions.repository';
import { RevisionsService } from './revisions/revisions.service';

/** The document's routes: reading it, saving it (whole, or the landing page without its posts), and its history. */
@Module({
  imports: [PortfolioReadModule, AuthModule, MediaModule, PostBodiesModule],
  controllers: [PortfolioController, LandingController, RevisionsController],
  providers: [PortfolioWriter, LandingWriter, LandingRepository, RevisionsRepository, RevisionsService],
  exports: [PortfolioWriter],
})
export class PortfolioModule {}
