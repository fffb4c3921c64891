import { Controller, Get, Header, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { FieldError } from '@portfolio/contract';
import { DataSource } from 'typeorm';
import { withDeadline } from '../database/deadline';
import { PortfolioService } from '../portfolio/portfolio.service';

const HEALTH_DEADLINE_MS = 1000;

// A stored document that breaks the rules is named here, but it is no reason to restart the API.
const DOCUMENT_PROBLEMS_SHOWN = 20;

type Health =
  | { status: 'ok'; database: 'up'; document: 'valid' }
  | { status: 'degraded'; database: 'up'; document: 'invalid'; message: string; errors: FieldError[] }
  | { message: string; database: 'down' };

@Controller()
export class HealthController {
  private readonly logger = new Logger('Health');
  /** Whether the last check found the database answering: a change is logged once, not every check. */
  private databaseUp = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly portfolio: PortfolioService,
  ) {}

  /** The process is up. Visitors' pages call it to show the connectivity indicator. */
  @Get('ping')
  @Header('Cache-Control', 'no-store')
  ping(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * The process is up and its database answers: what orchestrators and monitors should ask. A
   * stored document that breaks the rules is reported too, with a 200: a restart would not mend it.
   */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    try {
      await withDeadline(this.dataSource.query('SELECT 1'), HEALTH_DEADLINE_MS);
    } catch (error) {
      if (this.databaseUp)
        this.logger.warn(`The database stopped answering: ${error instanceof Error ? error.message : String(error)}`);
      this.databaseUp = false;
      response.status(503);
      return { message: 'The database is not answering', database: 'down' };
    }
    if (!this.databaseUp) this.logger.log('The database answers again');
    this.databaseUp = true;
    const { problems } = await this.portfolio.read();
    if (problems.length === 0) return { status: 'ok', database: 'up', document: 'valid' };
    return {
      status: 'degraded',
      database: 'up',
      document: 'invalid',
      message:
        "The stored portfolio breaks the document's rules; it is served as far as it can be read. Save it again from the admin, or restore a backup.",
      errors: problems.slice(0, DOCUMENT_PROBLEMS_SHOWN),
    };
  }
}
