import { Controller, Get, Header, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { withDeadline } from '../database/deadline';

const HEALTH_DEADLINE_MS = 1000;

type Health = { status: 'ok'; database: 'up' } | { message: string; database: 'down' };

@Controller()
export class HealthController {
  private readonly logger = new Logger('Health');
  /** Whether the last check found the database answering: a change is logged once, not every check. */
  private databaseUp = true;

  constructor(private readonly dataSource: DataSource) {}

  /** The process is up. Visitors' pages call it to show the connectivity indicator. */
  @Get('ping')
  @Header('Cache-Control', 'no-store')
  ping(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The process is up and its database answers: what orchestrators and monitors should ask. */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    try {
      await withDeadline(this.dataSource.query('SELECT 1'), HEALTH_DEADLINE_MS);
    } catch (error) {
      if (this.databaseUp) this.logger.warn(`The database stopped answering: ${error instanceof Error ? error.message : String(error)}`);
      this.databaseUp = false;
      response.status(503);
      return { message: 'The database is not answering', database: 'down' };
    }
    if (!this.databaseUp) this.logger.log('The database answers again');
    this.databaseUp = true;
    return { status: 'ok', database: 'up' };
  }
}
