import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { ReferencedRows } from '../database/referenced-rows';

/** The SQL of the posts' bodies (the `post_body` table), kept while a document refers to them. */
@Injectable()
export class PostBodiesRepository extends ReferencedRows {
  constructor(@InjectDataSource() private readonly database: DataSource) {
    super(database, { table: 'post_body', storedAt: 'stored_at', lookup: { table: 'post_body', column: 'id' } });
  }

  /** Stores a body under its id; one already stored keeps its text, and its grace period starts anew. */
  async store(id: string, markdown: string): Promise<void> {
    await databaseWork(() =>
      this.database.query(
        `INSERT INTO post_body (id, markdown) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET stored_at = now()`,
        [id, markdown],
      ),
    );
  }

  async find(id: string): Promise<string | undefined> {
    const rows = (await databaseWork(() =>
      this.database.query('SELECT markdown FROM post_body WHERE id = $1', [id]),
    )) as { markdown: string }[];
    return rows[0]?.markdown;
  }
}
