import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { CLOCK, SYSTEM_CLOCK } from './clock';
import { PortfolioController } from './portfolio.controller';
import { PortfolioEntity } from './portfolio.entity';
import { PortfolioRepository } from './portfolio.repository';
import { PortfolioService } from './portfolio.service';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsRepository } from './revisions/revisions.repository';
import { RevisionsService } from './revisions/revisions.service';

@Module({
  imports: [TypeOrmModule.forFeature([PortfolioEntity]), AuthModule, MediaModule, PostBodiesModule],
  controllers: [PortfolioController, RevisionsController],
  providers: [
    PortfolioRepository,
    PortfolioService,
    RevisionsRepository,
    RevisionsService,
    { provide: CLOCK, useValue: SYSTEM_CLOCK },
  ],
  exports: [PortfolioService, CLOCK],
})
export class PortfolioModule {}
