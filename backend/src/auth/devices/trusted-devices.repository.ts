import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseWork } from '../../database/database-work';
import type { BrowserRow, SeenFrom } from '../sessions/sessions.repository';
import { TrustedDeviceEntity } from './trusted-device.entity';

/** The SQL of the browsers the owner signed in from, each known by its cookie's SHA-256. */
@Injectable()
export class TrustedDevicesRepository {
  constructor(@InjectRepository(TrustedDeviceEntity) private readonly devices: Repository<TrustedDeviceEntity>) {}

  /** The id of the device with this hash, given to `username` and used within `keptSeconds`. */
  async find(tokenHash: Buffer, username: string, keptSeconds: number): Promise<string | undefined> {
    const [row] = await databaseWork(
      () =>
        this.devices.query(
          `SELECT id FROM trusted_device
           WHERE token_hash = $1 AND username = $2 AND last_used_at > now() - make_interval(secs => $3)`,
          [tokenHash, username, keptSeconds],
        ) as Promise<{ id: string }[]>,
    );
    return row?.id;
  }

  async insert(tokenHash: Buffer, username: string, seen: SeenFrom): Promise<void> {
    await databaseWork(() =>
      this.devices.query(
        `INSERT INTO trusted_device (token_hash, username, user_agent, address, created_at, last_used_at)
         VALUES ($1, $2, $3, $4, now(), now())`,
        [tokenHash, username, seen.userAgent, seen.address],
      ),
    );
  }

  /** Gives the device a new hash, and records its use. */
  async replace(id: string, tokenHash: Buffer, seen: SeenFrom): Promise<void> {
    await databaseWork(() =>
      this.devices.query(
        'UPDATE trusted_device SET token_hash = $2, user_agent = $3, address = $4, last_used_at = now() WHERE id = $1',
        [id, tokenHash, seen.userAgent, seen.address],
      ),
    );
  }

  /** The devices given to `username` and used within `keptSeconds`, the most recently used first. */
  list(username: string, keptSeconds: number, currentHash: Buffer | undefined): Promise<BrowserRow[]> {
    return databaseWork(
      () =>
        this.devices.query(
          `SELECT id::text AS id, user_agent AS "userAgent", address, created_at AS "createdAt",
                  last_used_at AS "lastUsedAt", token_hash IS NOT DISTINCT FROM $3::bytea AS current
           FROM trusted_device WHERE username = $1 AND last_used_at > now() - make_interval(secs => $2)
           ORDER BY last_used_at DESC, id DESC`,
          [username, keptSeconds, currentHash ?? null],
        ) as Promise<BrowserRow[]>,
    );
  }

  /** Forgets the device `id` given to `username`: whether there was one. */
  async delete(id: string, username: string): Promise<boolean> {
    const [, count] = (await databaseWork(() =>
      this.devices.query('DELETE FROM trusted_device WHERE id = $1 AND username = $2', [id, username]),
    )) as [unknown, number];
    return count === 1;
  }

  /** Forgets the devices unused for `keptSeconds`. */
  async deleteUnused(keptSeconds: number): Promise<void> {
    await databaseWork(() =>
      this.devices.query('DELETE FROM trusted_device WHERE last_used_at <= now() - make_interval(secs => $1)', [
        keptSeconds,
      ]),
    );
  }
}
