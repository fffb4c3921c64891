import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { BackupStatusReader } from './backup-status.reader';
import { DatabaseStateRepository } from './database-state.repository';
import { HealthController } from './health.controller';

@Module({
  imports: [PortfolioModule],
  controllers: [HealthController],
  providers: [BackupStatusReader, DatabaseStateRepository],
})
export class HealthModule {}
