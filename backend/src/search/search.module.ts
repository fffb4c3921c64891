import { Module } from '@nestjs/common';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { SearchController } from './search.controller';
import { SearchIndex } from './search-index';

@Module({
  imports: [PortfolioReadModule],
  controllers: [SearchController],
  providers: [SearchIndex],
  exports: [SearchIndex],
})
export class SearchModule {}
