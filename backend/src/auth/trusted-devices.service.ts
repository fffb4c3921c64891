import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { databaseWork } from '../database/database-work';
import { hashToken, isToken, newToken } from './tokens';
import { TrustedDeviceEntity } from './trusted-device.entity';

/** A device is forgotten this long after its last sign-in; its cookie lives as long. */
export const DEVICE_KEPT_SECONDS = 180 * 24 * 60 * 60;

/**
 * Browsers the owner has signed in from (OWASP's "device cookies"): a sign-in that presents one
 * for the same username has a failure budget of its own, so strangers' failures cannot lock the
 * owner out. The cookie is a random token the server knows only by its hash, so it cannot be
 * forged, and a copy of the table trusts nobody.
 */
@Injectable()
export class TrustedDevicesService {
  constructor(@InjectRepository(TrustedDeviceEntity) private readonly devices: Repository<TrustedDeviceEntity>) {}

  /** The id of the device `token` names, when it was given to `username` and is still kept. */
  async recognise(token: string | undefined, username: string): Promise<string | undefined> {
    if (!isToken(token)) return undefined;
    const device = await databaseWork(() =>
      this.devices
        .createQueryBuilder()
        .where('token_hash = :hash AND username = :username', { hash: hashToken(token), username })
        .andWhere('last_used_at > now() - make_interval(secs => :kept)', { kept: DEVICE_KEPT_SECONDS })
        .getOne(),
    );
    return device?.id;
  }

  /**
   * After a sign-in: a new token for the device it came from (or for a new device). The old token
   * stops working, so a cookie copied once is good until the owner's next sign-in at most.
   */
  async remember(username: string, device: string | undefined): Promise<string> {
    const token = newToken();
    await databaseWork(async () => {
      const changed = { tokenHash: hashToken(token), lastUsedAt: () => 'now()' };
      if (device === undefined) {
        await this.devices.insert({ ...changed, username, createdAt: () => 'now()' });
      } else {
        await this.devices.update({ id: device }, changed);
      }
      await this.devices
        .createQueryBuilder()
        .delete()
        .where('last_used_at <= now() - make_interval(secs => :kept)', { kept: DEVICE_KEPT_SECONDS })
        .execute();
    });
    return token;
  }
}
