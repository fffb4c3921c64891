import { Logger } from '@nestjs/common';
import type { ReferencedRows } from './referenced-rows';

/** How long a row nothing refers to is kept: a draft in the owner's browser has that long to be saved. */
export const UNREFERENCED_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes, at start and then hourly, the rows of a table documents refer to (the uploads, the
 * posts' bodies) that neither the document nor any kept revision names and that were stored more
 * than the grace period ago: so a row lives as long as a version that can be restored names it. A
 * failure waits for the next sweep, and so does a stored document this release cannot read (of a
 * newer shape, after a rollback): what that one refers to is not known, so nothing is deleted.
 */
export class UnreferencedSweep {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rows: ReferencedRows,
    private readonly referencesOf: (document: unknown) => string[],
    /** What the rows are, in the log's words: 'uploads'. */
    private readonly what: string,
    owner: string,
  ) {
    this.logger = new Logger(owner);
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
    void this.sweep();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    try {
      const deleted = await this.rows.deleteUnreferenced(UNREFERENCED_GRACE_MS, this.referencesOf);
      if (deleted > 0) this.logger.log(`Deleted unused ${this.what}: ${deleted}`);
    } catch (error) {
      this.logger.warn(
        `Unused ${this.what} were not swept this time: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
