import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/database/database-options';

/** Migrates `url` as the release before `migration` did: every migration up to it, not it. */
export async function migrateAsBefore(url: string, migration: unknown): Promise<void> {
  const { migrations } = databaseOptions(url) as { migrations: unknown[] };
  const before = migrations.slice(0, migrations.indexOf(migration));
  const dataSource = new DataSource({ type: 'postgres', url, migrations: before as never[] });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
