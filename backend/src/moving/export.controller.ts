import { pipeline } from 'node:stream/promises';
import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import { EXPORT_ROUTE } from '@portfolio/contract';
import { OwnerOnly } from '../auth/public.decorator';
import { failureCause } from '../database/database-work';
import { PRIVATE } from '../http/cache-control';
import type { Response } from 'express';
import { CLOCK, type Clock } from '../portfolio/clock';
import { SiteExport } from './site-export';

/** `GET /api/export`: everything the owner keeps, as a .zip that imports back. */
@Controller(EXPORT_ROUTE.slice('/api/'.length))
export class ExportController {
  private readonly logger = new Logger(ExportController.name);

  constructor(
    private readonly site: SiteExport,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OwnerOnly()
  @Get()
  async export(@Res() response: Response): Promise<void> {
    const zip = await this.site.zip();
    const day = this.clock.now().toISOString().slice(0, 10);
    response
      .status(200)
      .type('application/zip')
      .set('Content-Disposition', `attachment; filename="portfolio-export-${day}.zip"`)
      .set('Cache-Control', PRIVATE);
    await pipeline(zip, response).catch((error: unknown) =>
      this.logger.warn(`An export ended before its last entry: ${failureCause(error)}`),
    );
  }
}
