import { Controller, Get, Header, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import { VERSION, type Health, type MigrationState } from '@portfolio/contract';
import { PortfolioReader } from '../portfolio/portfolio-reader';
import { PublishService } from '../publish/publish.service';
import { BackupStatusReader } from './backup-status.reader';
import { DatabaseStateRepository } from './database-state.repository';

// A stored document that breaks the rules is named here, but it is no reason to restart the API.
const DOCUMENT_PROBLEMS_SHOWN = 20;

@Controller()
export class HealthController {
  private readonly logger = new Logger('Health');
  /** Whether the last check found the database answering: a change is logged once, not every check. */
  private databaseUp = true;

  constructor(
    private readonly database: DatabaseStateRepository,
    private readonly portfolio: PortfolioReader,
    private readonly backups: BackupStatusReader,
    private readonly publisher: PublishService,
  ) {}

  /** The process is up. Visitors' pages call it to show the connectivity indicator. */
  @Get('ping')
  @Header('Cache-Control', 'no-store')
  ping(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * The process is up and its database answers: what orchestrators and monitors should ask. A
   * stored document that breaks the rules is reported too, with a 200: a restart would not mend it,
   * and so are the backups and the publishing, whatever they say.
   */
  @Get('health')
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const backup = await this.backups.read();
    const publish = this.publisher.state;
    let migrations: MigrationState;
    try {
      await this.database.ping();
      migrations = await this.database.migrations();
    } catch (error) {
      if (this.databaseUp)
        this.logger.warn(`The database stopped answering: ${error instanceof Error ? error.message : String(error)}`);
      this.databaseUp = false;
      response.status(503);
      return { message: 'The database is not answering', database: 'down', version: VERSION, backup, publish };
    }
    if (!this.databaseUp) this.logger.log('The database answers again');
    this.databaseUp = true;
    const { problems } = await this.portfolio.read();
    if (problems.length === 0)
      return { status: 'ok', database: 'up', document: 'valid', version: VERSION, migrations, backup, publish };
    return {
      status: 'degraded',
      database: 'up',
      version: VERSION,
      migrations,
      document: 'invalid',
      message:
        "The stored portfolio breaks the document's rules; it is served as far as it can be read. Save it again from the admin, or restore a backup.",
      errors: problems.slice(0, DOCUMENT_PROBLEMS_SHOWN),
      backup,
      publish,
    };
  }
}
