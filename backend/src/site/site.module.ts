import { Module } from '@nestjs/common';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { SearchModule } from '../search/search.module';
import { KeptPages } from './kept-pages';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

@Module({
  imports: [PortfolioReadModule, PostBodiesModule, SearchModule],
  controllers: [SiteController],
  providers: [SiteService, KeptPages],
  exports: [SiteService],
})
export class SiteModule {}
