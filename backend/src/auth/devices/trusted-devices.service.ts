import { Injectable, NotFoundException } from '@nestjs/common';
import type { SignedInBrowser } from '@portfolio/contract';
import { listed } from '../sessions/browser-label';
import { type Caller, seenFrom } from '../sessions/caller';
import { hashToken, isToken, newToken } from '../request/tokens';
import { TrustedDevicesRepository } from './trusted-devices.repository';

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
  constructor(private readonly devices: TrustedDevicesRepository) {}

  /** The id of the device `token` names, when it was given to `username` and is still kept. */
  async recognise(token: string | undefined, username: string): Promise<string | undefined> {
    if (!isToken(token)) return undefined;
    return this.devices.find(hashToken(token), username, DEVICE_KEPT_SECONDS);
  }

  /**
   * After a sign-in: a new token for the device it came from (or for a new device). The old token
   * stops working, so a cookie copied once is good until the owner's next sign-in at most.
   */
  async remember(username: string, device: string | undefined, caller: Caller): Promise<string> {
    const token = newToken();
    if (device === undefined) await this.devices.insert(hashToken(token), username, seenFrom(caller));
    else await this.devices.replace(device, hashToken(token), seenFrom(caller));
    await this.devices.deleteUnused(DEVICE_KEPT_SECONDS);
    return token;
  }

  /** The devices `username` is trusted on, `current` marking the one of `currentToken`. */
  async list(username: string, currentToken: string | undefined): Promise<SignedInBrowser[]> {
    const current = isToken(currentToken) ? hashToken(currentToken) : undefined;
    return (await this.devices.list(username, DEVICE_KEPT_SECONDS, current)).map(listed);
  }

  /**
   * Stops trusting the device `id`: its sign-ins are held to its address's budget again, until
   * it signs in and is trusted anew. A 404 when there is no such device.
   */
  async forget(id: string, username: string): Promise<void> {
    if (!(await this.devices.delete(id, username))) {
      throw new NotFoundException({ message: `No trusted device ${id}: it may have been forgotten already.` });
    }
  }
}
