import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { HitsController } from './hits.controller';
import { DEFAULT_WRITE_EVERY_MS, HitsService, WRITE_EVERY_MS } from './hits.service';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';

/** Visit statistics: counting the public pages' hits, and the owner's figures (docs/statistics.md). */
@Module({
  imports: [AuthModule, PortfolioReadModule],
  controllers: [HitsController, StatisticsController],
  providers: [HitsService, StatisticsRepository, { provide: WRITE_EVERY_MS, useValue: DEFAULT_WRITE_EVERY_MS }],
})
export class StatisticsModule {}
