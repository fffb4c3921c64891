import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

@Module({ imports: [PortfolioModule], controllers: [SiteController], providers: [SiteService] })
export class SiteModule {}
