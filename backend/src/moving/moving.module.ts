import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { ExportController } from './export.controller';
import { ImportController } from './import.controller';
import { ImportRepository } from './import.repository';
import { ImportService } from './import.service';
import { MovedController } from './moved.controller';
import { MovedPosts } from './moved-posts';
import { SiteExport } from './site-export';

/** Moving in and out: another platform's blog imported, its old addresses sent on, everything exported. */
@Module({
  imports: [PortfolioReadModule, PortfolioModule, MediaModule, PostBodiesModule],
  controllers: [ImportController, ExportController, MovedController],
  providers: [ImportService, ImportRepository, SiteExport, MovedPosts],
})
export class MovingModule {}
