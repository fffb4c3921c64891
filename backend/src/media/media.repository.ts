import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Media, MediaType } from '@portfolio/contract';
import type { DataSource } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { ReferencedRows } from '../database/referenced-rows';

/** An upload as the API describes it. */
export interface StoredMedia {
  media: Media;
  /** The type of what was uploaded (an image's copies are WebP whatever it was). */
  type: MediaType;
  bytes: number;
}

export interface MediaFile {
  type: string;
  body: Buffer;
}

interface MediaRow {
  id: string;
  kind: 'image' | 'pdf';
  type: MediaType;
  bytes: number;
  width: number | null;
  height: number | null;
}

/** The SQL of the owner's uploads and the files they are served as. */
@Injectable()
export class MediaRepository extends ReferencedRows {
  constructor(@InjectDataSource() private readonly database: DataSource) {
    // A document refers to an upload by one of its files' names.
    super(database, { table: 'media', storedAt: 'uploaded_at', lookup: { table: 'media_file', column: 'name' } });
  }

  /** The upload with this id, if there is one; asking for it starts its grace period anew. */
  async touch(id: string): Promise<StoredMedia | undefined> {
    const [rows] = (await databaseWork(() =>
      this.database.query(
        `UPDATE media SET uploaded_at = now() WHERE id = $1 RETURNING id, kind, type, bytes, width, height`,
        [id],
      ),
    )) as [MediaRow[], number];
    return rows[0] && toStored(rows[0]);
  }

  /**
   * Stores an upload and its files in one transaction: all of them, or none. An upload abandoned
   * (`signal` aborted) before the transaction commits is rolled back, and rejects with the
   * signal's reason: one answered with an error is never stored.
   */
  async store(
    stored: StoredMedia,
    files: { name: string; type: string; body: Buffer }[],
    signal: AbortSignal,
  ): Promise<void> {
    const { media } = stored;
    const [width, height] = media.kind === 'image' ? [media.width, media.height] : [null, null];
    try {
      await databaseWork(() =>
        this.database.transaction(async (manager) => {
          await manager.query(
            `INSERT INTO media (id, kind, type, bytes, width, height) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO UPDATE SET uploaded_at = now()`,
            [media.id, media.kind, stored.type, stored.bytes, width, height],
          );
          for (const file of files) {
            await manager.query(
              `INSERT INTO media_file (name, media_id, type, body) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING`,
              [file.name, media.id, file.type, file.body],
            );
          }
          signal.throwIfAborted();
        }),
      );
    } catch (error) {
      // databaseWork calls every failure the database's: the abandoned upload says so itself.
      signal.throwIfAborted();
      throw error;
    }
  }

  /** Every upload, with the names and types of the files it is served as: what an export holds. */
  async listed(): Promise<{ stored: StoredMedia; files: { name: string; type: string }[] }[]> {
    const rows = (await databaseWork(() =>
      this.database.query(
        `SELECT m.id, m.kind, m.type, m.bytes, m.width, m.height,
                json_agg(json_build_object('name', f.name, 'type', f.type) ORDER BY f.name) AS files
         FROM media m JOIN media_file f ON f.media_id = m.id GROUP BY m.id ORDER BY m.id`,
      ),
    )) as (MediaRow & { files: { name: string; type: string }[] })[];
    return rows.map((row) => ({ stored: toStored(row), files: row.files }));
  }

  async file(name: string): Promise<MediaFile | undefined> {
    const rows = (await databaseWork(() =>
      this.database.query('SELECT type, body FROM media_file WHERE name = $1', [name]),
    )) as MediaFile[];
    return rows[0];
  }
}

function toStored(row: MediaRow): StoredMedia {
  const media: Media =
    row.kind === 'image'
      ? { kind: 'image', id: row.id, width: row.width!, height: row.height! }
      : { kind: 'pdf', id: row.id };
  return { media, type: row.type, bytes: row.bytes };
}
