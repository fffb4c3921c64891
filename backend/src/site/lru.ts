/**
 * The most recently used values, up to `limit` in all by their sizes (a Map keeps its keys in the
 * order they were set, so the first is the one used longest ago).
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the newest, its size `sizeOf`'s unless given (a promise's, once it is known). */
  set(key: K, value: V, size = this.sizeOf(value)): void {
    this.delete(key);
    if (size > this.limit) return;
    this.entries.set(key, { value, size });
    this.size += size;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.limit) break;
      this.entries.delete(oldest);
      this.size -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.size -= entry.size;
  }
}
