import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { SiteModule } from '../site/site.module';
import { PublishController } from './publish.controller';
import { PublishService } from './publish.service';

@Module({
  imports: [MediaModule, PortfolioReadModule, SiteModule],
  controllers: [PublishController],
  providers: [PublishService],
  exports: [PublishService],
})
export class PublishModule {}
