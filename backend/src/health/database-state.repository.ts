import { Injectable } from '@nestjs/common';
import type { MigrationState } from '@portfolio/contract';
import { DataSource } from 'typeorm';
import { withDeadline } from '../database/deadline';

const ANSWER_DEADLINE_MS = 1000;

/** What health asks the database: whether it answers, and which migrations it has run. */
@Injectable()
export class DatabaseStateRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves when the database answers within a second; rejects otherwise. */
  async ping(): Promise<void> {
    await withDeadline(this.dataSource.query('SELECT 1'), ANSWER_DEADLINE_MS);
  }

  async migrations(): Promise<MigrationState> {
    const rows: { name: string }[] = await withDeadline(
      this.dataSource.query('SELECT name FROM migrations ORDER BY id'),
      ANSWER_DEADLINE_MS,
    );
    const applied = rows.map((row) => row.name);
    const known = this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    return {
      applied: applied.length,
      last: applied.at(-1) ?? null,
      pending: known.filter((name) => !applied.includes(name)),
      unknown: applied.filter((name) => !known.includes(name)),
    };
  }
}
