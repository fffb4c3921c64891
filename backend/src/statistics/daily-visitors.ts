import { createHash, randomBytes } from 'node:crypto';

/**
 * How many hashes a day keeps (a visitor's for the site, and one per page they read): past it a
 * visitor is still counted, as a new one each time, so a flood of invented visitors costs memory
 * up to here (about 20 MB) and no further.
 */
const REMEMBERED_MAX = 200_000;

/**
 * Tells a day's new visitors from its returning ones without knowing who anyone is: a visitor is
 * a hash of a salt made at random for the day, their address and their browser's agent, and the
 * salt lives only in this object's memory. When the day ends the salt and the hashes are dropped,
 * so no one, this process included, can link a visitor to another day or back to an address.
 */
export class DailyVisitors {
  private day = '';
  private salt = randomBytes(32);
  private readonly seen = new Set<string>();

  /** Whether this is the visitor's first hit of `day` on `place` (a page, or the site as a whole). */
  isFirst(day: string, address: string, agent: string, place: string): boolean {
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.seen.clear();
    }
    const key = createHash('sha256')
      .update(this.salt)
      .update(`${address}\n${agent}\n${place}`)
      .digest('base64')
      .slice(0, 16);
    if (this.seen.has(key)) return false;
    if (this.seen.size < REMEMBERED_MAX) this.seen.add(key);
    return true;
  }
}
