import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CLOCK, SYSTEM_CLOCK } from './clock';
import { PortfolioEntity } from './portfolio.entity';
import { PortfolioReader } from './portfolio-reader';
import { PortfolioRepository } from './portfolio.repository';

/**
 * The document as it is read: what a feature that only reads it (the site, statistics, health,
 * publishing) imports, with nothing of what a save needs (uploads, post bodies, history).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PortfolioEntity])],
  providers: [PortfolioRepository, PortfolioReader, { provide: CLOCK, useValue: SYSTEM_CLOCK }],
  exports: [PortfolioReader, PortfolioRepository, CLOCK],
})
export class PortfolioReadModule {}
