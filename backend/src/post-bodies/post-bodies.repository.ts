import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { databaseWork } from '../database/database-work';

/** The SQL of the posts' bodies (the `post_body` table). */
@Injectable()
export class PostBodiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a body under its id; one already stored keeps its text, and its grace period starts anew. */
  async store(id: string, markdown: string): Promise<void> {
    await databaseWork(() =>
      this.dataSource.query(
        `INSERT INTO post_body (id, markdown) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET stored_at = now()`,
        [id, markdown],
      ),
    );
  }

  async find(id: string): Promise<string | undefined> {
    const rows = (await databaseWork(() =>
      this.dataSource.query('SELECT markdown FROM post_body WHERE id = $1', [id]),
    )) as { markdown: string }[];
    return rows[0]?.markdown;
  }

  /** Which of these ids no stored body has. */
  async missing(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = (await databaseWork(() =>
      this.dataSource.query('SELECT id FROM post_body WHERE id = ANY($1)', [ids]),
    )) as { id: string }[];
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  }

  /** Every stored document, the current one and each kept revision, with the shape it was written in. */
  storedDocuments(): Promise<{ document: unknown; shape: number }[]> {
    return databaseWork(() =>
      this.dataSource.query(
        'SELECT document, shape FROM portfolio UNION ALL SELECT document, shape FROM portfolio_revision',
      ),
    );
  }

  /** Deletes the bodies stored more than `graceMs` ago, other than `referenced`; answers how many. */
  async deleteUnreferenced(graceMs: number, referenced: string[]): Promise<number> {
    const [{ count }] = (await databaseWork(() =>
      this.dataSource.query(
        `WITH deleted AS (
           DELETE FROM post_body WHERE stored_at < now() - make_interval(secs => $1 / 1000.0) AND id <> ALL($2::text[])
           RETURNING 1
         )
         SELECT count(*)::integer AS count FROM deleted`,
        [graceMs, referenced],
      ),
    )) as [{ count: number }];
    return count;
  }
}
