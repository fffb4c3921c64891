import type { PostChanges, PostRecord } from './post-record';

/**
 * The posts a process holds in memory, with the number of the last change it has read: a check
 * that finds the posts moved on reads only what changed after it.
 */
export class HeldPosts {
  private readonly records = new Map<string, PostRecord>();
  private ordered: PostRecord[] | undefined;
  /** Each post's place in `ordered`, so a post saved in its place replaces it there rather than sorting the blog again. */
  private places: Map<string, number> | undefined;
  /** The number of the last change held; 0 before the first read. */
  seq = 0;

  /** Takes what changed after `seq`, and `latest`, the number the database named before they were read. */
  apply({ records, removals }: PostChanges, latest: number): void {
    const inPlace = removals.length === 0 && records.every((record) => this.samePlace(record));
    for (const removal of removals) {
      // A post deleted and then restored is back with a later number: the deletion is older.
      if ((this.records.get(removal.id)?.seq ?? 0) < removal.seq) this.records.delete(removal.id);
    }
    for (const record of records) {
      if ((this.records.get(record.id)?.seq ?? 0) < record.seq) this.records.set(record.id, record);
    }
    this.seq = Math.max(latest, this.seq, ...records.map(({ seq }) => seq), ...removals.map(({ seq }) => seq));
    if (records.length === 0 && removals.length === 0) return;
    if (inPlace && this.ordered && this.places) {
      // A new list, never the one handed out: readers tell what changed by comparing the two.
      this.ordered = this.ordered.slice();
      for (const record of records) this.ordered[this.places.get(record.id)!] = this.records.get(record.id)!;
    } else {
      this.ordered = undefined;
      this.places = undefined;
    }
  }

  /** Whether `record` is a post held already, at the same place in the order. */
  private samePlace(record: PostRecord): boolean {
    return this.records.get(record.id)?.position === record.position;
  }

  /** Holds `records` alone, as they stand at `seq`: what a whole document's save left. */
  replaceAll(records: PostRecord[], seq: number): void {
    this.records.clear();
    this.ordered = undefined;
    this.places = undefined;
    this.seq = 0;
    this.apply({ records, removals: [] }, seq);
  }

  /** The post `id` as held, if it is. */
  get(id: string): PostRecord | undefined {
    return this.records.get(id);
  }

  /** The posts in the document's order: the owner's, then by id for equal places, so every process lists them alike. */
  list(): PostRecord[] {
    if (!this.ordered) {
      this.ordered = [...this.records.values()].sort(
        (a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      this.places = new Map(this.ordered.map(({ id }, index) => [id, index]));
    }
    return this.ordered;
  }
}
