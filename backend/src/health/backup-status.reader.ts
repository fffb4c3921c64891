import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { isRecord, parseInstant, type BackupStatus } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { CLOCK, type Clock } from '../portfolio/clock';

// Backups run every night: one missing for two days means at least one night passed without one.
const STALE_AFTER_MS = 48 * 60 * 60 * 1000;

const NOTHING_YET: BackupStatus = { last: null, offsite: null, error: null };

/**
 * The last backup as the backup service reported it in its status file (a small JSON file it
 * replaces whole after each run), read at each request so the owner sees a recovery at once.
 */
@Injectable()
export class BackupStatusReader {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Null where no backups are scheduled. Never throws: a bad report is an error in words. */
  async read(): Promise<BackupStatus | null> {
    const file = this.config.backupStatusFile;
    if (file === undefined) return null;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The service writes its first report once its first run is over.
      if (code === 'ENOENT') return NOTHING_YET;
      return {
        ...NOTHING_YET,
        error: `The backup service's report could not be read (${code ?? String(error)}), so whether backups are made is unknown.`,
      };
    }
    const status = parseStatus(text);
    if (!status) {
      return {
        ...NOTHING_YET,
        error: "The backup service's report is not in the form it writes, so whether backups are made is unknown.",
      };
    }
    return this.withStaleness(status);
  }

  /** A service that stopped reporting leaves its last success behind: its age says so. */
  private withStaleness(status: BackupStatus): BackupStatus {
    if (status.error !== null || status.last === null) return status;
    const age = this.clock.now().getTime() - new Date(status.last).getTime();
    return age > STALE_AFTER_MS ? { ...status, error: `No backup has been made since ${status.last}.` } : status;
  }
}

/** The report's three fields (a missing one reads as null, others are ignored), or undefined. */
function parseStatus(text: string): BackupStatus | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { last = null, offsite = null, error = null } = value;
  if (last !== null && (typeof last !== 'string' || parseInstant(last) === undefined)) return undefined;
  if (offsite !== null && typeof offsite !== 'boolean') return undefined;
  if (error !== null && (typeof error !== 'string' || error.trim() === '')) return undefined;
  return { last, offsite, error };
}
