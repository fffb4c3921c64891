import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { DatabaseStateRepository } from './database-state.repository';
import { HealthController } from './health.controller';

@Module({ imports: [PortfolioModule], controllers: [HealthController], providers: [DatabaseStateRepository] })
export class HealthModule {}
