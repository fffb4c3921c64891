import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { PostBodiesModule } from '../post-bodies/post-bodies.module';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

@Module({
  imports: [PortfolioModule, PostBodiesModule],
  controllers: [SiteController],
  providers: [SiteService],
  exports: [SiteService],
})
export class SiteModule {}
