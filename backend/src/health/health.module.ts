import { Module } from '@nestjs/common';
import { PortfolioReadModule } from '../portfolio/portfolio-read.module';
import { PublishModule } from '../publish/publish.module';
import { BackupStatusReader } from './backup-status.reader';
import { DatabaseStateRepository } from './database-state.repository';
import { HealthController } from './health.controller';

@Module({
  imports: [PortfolioReadModule, PublishModule],
  controllers: [HealthController],
  providers: [BackupStatusReader, DatabaseStateRepository],
})
export class HealthModule {}
