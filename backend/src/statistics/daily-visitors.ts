import { createHash, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';

/**
 * How many hashes a day keeps (a visitor's for the site, and one per page they read), about 20 MB.
 * Past it a visitor not yet known is counted as a returning one: the day's visitors are then too
 * few rather than too many, and an invented crowd costs memory up to here and no further.
 */
export const REMEMBERED_MAX = 200_000;

/**
 * Tells a day's new visitors from its returning ones without knowing who anyone is: a visitor is
 * a hash of a salt made at random for the day and their network (an IPv4 address, an IPv6 /64: a
 * subscriber's, which they cannot change for free as they can their browser's agent), and the salt
 * lives only in this object's memory. When the day ends the salt and the hashes are dropped, so no
 * one, this process included, can link a visitor to another day or back to an address.
 */
export class DailyVisitors {
  private readonly logger = new Logger('Statistics');
  private day = '';
  private salt = randomBytes(32);
  private readonly seen = new Set<string>();

  /** Whether this is the visitor's first hit of `day` on `place` (a page, or the site as a whole). */
  isFirst(day: string, network: string, place: string): boolean {
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.seen.clear();
    }
    const key = createHash('sha256').update(this.salt).update(`${network}\n${place}`).digest('base64').slice(0, 16);
    if (this.seen.has(key) || this.seen.size >= REMEMBERED_MAX) return false;
    this.seen.add(key);
    if (this.seen.size === REMEMBERED_MAX)
      this.logger.warn(`${day} has ${REMEMBERED_MAX} visitors' hashes: its new visitors are no longer counted`);
    return true;
  }
}
