import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { PortfolioController } from './portfolio.controller';
import { PortfolioEntity } from './portfolio.entity';
import { PortfolioRepository } from './portfolio.repository';
import { PortfolioService } from './portfolio.service';
import { RevisionsController } from './revisions/revisions.controller';
import { RevisionsRepository } from './revisions/revisions.repository';
import { RevisionsService } from './revisions/revisions.service';

@Module({
  imports: [TypeOrmModule.forFeature([PortfolioEntity]), MediaModule],
  controllers: [PortfolioController, RevisionsController],
  providers: [PortfolioRepository, PortfolioService, RevisionsRepository, RevisionsService],
  exports: [PortfolioService],
})
export class PortfolioModule {}
