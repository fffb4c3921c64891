import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withDeadline } from '../database/deadline';

const HEALTH_DEADLINE_MS = 1000;

@Controller()
export class HealthController {
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
  async health(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await withDeadline(this.dataSource.query('SELECT 1'), HEALTH_DEADLINE_MS);
    } catch (error) {
      throw new ServiceUnavailableException({ message: 'The database is not answering', database: 'down' }, { cause: error });
    }
    return { status: 'ok', database: 'up' };
  }
}
