import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseWork } from '../database/database-work';
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

  async insert(tokenHash: Buffer, username: string): Promise<void> {
    await databaseWork(() =>
      this.devices.query(
        'INSERT INTO trusted_device (token_hash, username, created_at, last_used_at) VALUES ($1, $2, now(), now())',
        [tokenHash, username],
      ),
    );
  }

  /** Gives the device a new hash, and records its use. */
  async replace(id: string, tokenHash: Buffer): Promise<void> {
    await databaseWork(() =>
      this.devices.query('UPDATE trusted_device SET token_hash = $2, last_used_at = now() WHERE id = $1', [
        id,
        tokenHash,
      ]),
    );
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
