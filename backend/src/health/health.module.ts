import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { PublishModule } from '../publish/publish.module';
import { BackupStatusReader } from './backup-status.reader';
import { DatabaseStateRepository } from './database-state.repository';
import { HealthController } from './health.controller';

@Module({
  imports: [PortfolioModule, PublishModule],
  controllers: [HealthController],
  providers: [BackupStatusReader, DatabaseStateRepository],
})
export class HealthModule {}
