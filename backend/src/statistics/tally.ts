import type { Device } from './visitor-agent';

/**
 * How many distinct referrers' hosts a day keeps apart in memory: hosts past it are counted
 * together as 'other' at once, so invented referrers cannot grow the tally or the table.
 */
export const REFERRER_HOSTS_PER_DAY = 1000;

/** A day's counts gathered since the last write: what the next write adds to the stored totals. */
export interface DayCounts {
  visitors: number;
  visits: number;
  devices: Record<Device, number>;
  pages: Map<string, { visitors: number; visits: number }>;
  /** By host; '' for the hosts past the day's bound. */
  referrers: Map<string, number>;
  links: Map<string, number>;
}

const emptyDay = (): DayCounts => ({
  visitors: 0,
  visits: 0,
  devices: { phone: 0, tablet: 0, desktop: 0 },
  pages: new Map(),
  referrers: new Map(),
  links: new Map(),
});

const add = <K>(map: Map<K, number>, key: K): void => void map.set(key, (map.get(key) ?? 0) + 1);

export interface Visit {
  day: string;
  path: string;
  device: Device;
  host: string | undefined;
  newToSite: boolean;
  newToPage: boolean;
}

/** The counts of the hits taken since the last write, by day; `take` hands them over and starts again. */
export class Tally {
  private days = new Map<string, DayCounts>();
  /** The hosts the current day has counted on their own, across writes. */
  private hostsDay = '';
  private readonly hosts = new Set<string>();

  visit({ day, path, device, host, newToSite, newToPage }: Visit): void {
    const counts = this.dayOf(day);
    counts.visits += 1;
    counts.visitors += newToSite ? 1 : 0;
    counts.devices[device] += 1;
    const page = counts.pages.get(path) ?? { visitors: 0, visits: 0 };
    page.visits += 1;
    page.visitors += newToPage ? 1 : 0;
    counts.pages.set(path, page);
    if (host !== undefined) add(counts.referrers, this.hostKept(day, host));
  }

  click(day: string, event: string): void {
    add(this.dayOf(day).links, event);
  }

  get isEmpty(): boolean {
    return this.days.size === 0;
  }

  take(): Map<string, DayCounts> {
    const days = this.days;
    this.days = new Map();
    return days;
  }

  private dayOf(day: string): DayCounts {
    let counts = this.days.get(day);
    if (!counts) this.days.set(day, (counts = emptyDay()));
    return counts;
  }

  private hostKept(day: string, host: string): string {
    if (day !== this.hostsDay) {
      this.hostsDay = day;
      this.hosts.clear();
    }
    if (this.hosts.has(host)) return host;
    if (this.hosts.size >= REFERRER_HOSTS_PER_DAY) return '';
    this.hosts.add(host);
    return host;
  }
}
