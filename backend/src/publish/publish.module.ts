import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { SiteModule } from '../site/site.module';
import { PublishController } from './publish.controller';
import { PublishService } from './publish.service';

@Module({
  imports: [MediaModule, PortfolioModule, SiteModule],
  controllers: [PublishController],
  providers: [PublishService],
  exports: [PublishService],
})
export class PublishModule {}
