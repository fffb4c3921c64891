import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { SiteModule } from '../site/site.module';
import { PublishController } from './publish.controller';
import { DEFAULT_PUBLISH_DELAYS, PUBLISH_DELAYS } from './publish-delays';
import { PublishService } from './publish.service';

@Module({
  imports: [MediaModule, PortfolioReadModule, SiteModule],
  controllers: [PublishController],
  providers: [PublishService, { provide: PUBLISH_DELAYS, useValue: DEFAULT_PUBLISH_DELAYS }],
  exports: [PublishService],
})
export class PublishModule {}
