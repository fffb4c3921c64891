/**
 * How many sign-ins of one address are being checked, each hashing a password for about 0.3 s of
 * a core: at most `limit` at a time, so that one address cannot keep every core hashing, nor spend
 * its budget of failures in one burst. Counted in this API process, where the hashing happens.
 */
export class SignInsInFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /**
   * `check`'s answer, or `undefined` at once when `address` has `limit` sign-ins being checked.
   * The sign-in is counted before anything is awaited, so requests that arrive together are too.
   */
  async run<T>(address: string, check: () => Promise<T>): Promise<T | undefined> {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.limit) return undefined;
    this.counts.set(address, count + 1);
    try {
      return await check();
    } finally {
      const left = this.counts.get(address)! - 1;
      if (left === 0) this.counts.delete(address);
      else this.counts.set(address, left);
    }
  }
}
