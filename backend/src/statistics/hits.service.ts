import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Hit, Portfolio } from '@portfolio/contract';
import { CLOCK, type Clock } from '../portfolio/clock';
import { PortfolioReader } from '../portfolio/portfolio-reader';
import { DailyVisitors } from './daily-visitors';
import { publicTargets, type PublicTargets } from './public-targets';
import { referrerHost } from './referrer-host';
import { StatisticsRepository } from './statistics.repository';
import { Tally } from './tally';
import { deviceClass } from './visitor-agent';

/** How often, in ms, the counts gathered in memory are added to the stored totals (and at shutdown). */
export const WRITE_EVERY_MS = Symbol('WriteEveryMs');
export const DEFAULT_WRITE_EVERY_MS = 5000;

/** Who sent a hit, as far as counting needs: read, hashed and forgotten. */
export interface Sender {
  /** The address's network (an IPv6 address's /64), which tells visitors apart. */
  network: string;
  agent: string;
  /** The site's own hosts (the API's, its static copy's), so that moving from page to page is not a referral. */
  siteHosts: readonly string[];
}

const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/**
 * Counts visits and clicks in memory and writes them in batches, every few seconds and at
 * shutdown: a flood of hits is a write every few seconds. Only hits naming a page or link of the
 * public view are counted, so nothing a visitor sends can make a row the site does not have.
 */
@Injectable()
export class HitsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Statistics');
  private readonly visitors = new DailyVisitors();
  private tally = new Tally();
  private targets: { of: Portfolio; targets: PublicTargets } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastDayWritten = '';

  constructor(
    private readonly portfolio: PortfolioReader,
    private readonly repository: StatisticsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(WRITE_EVERY_MS) private readonly writeEveryMs: number,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.write(), this.writeEveryMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.write();
  }

  /** Counts `hit` when it names a public page or link. */
  async count(hit: Hit, sender: Sender): Promise<void> {
    const now = this.clock.now();
    const { document } = await this.portfolio.readPublic(now);
    if (this.targets?.of !== document) this.targets = { of: document, targets: publicTargets(document) };
    const { paths, events } = this.targets.targets;
    const day = utcDay(now);
    if (hit.event !== undefined) {
      if (events.has(hit.event)) this.tally.click(day, hit.event);
      return;
    }
    if (!paths.has(hit.path)) return;
    const first = (place: string) => this.visitors.isFirst(day, sender.network, place);
    this.tally.visit({
      day,
      path: hit.path,
      device: deviceClass(sender.agent),
      host: referrerHost(hit.referrer, sender.siteHosts),
      newToSite: first(''),
      newToPage: first(hit.path),
    });
  }

  /** Adds what was counted since the last write to the stored totals; one write at a time. */
  write(): Promise<void> {
    this.writing = this.writing.then(() => this.writeNow());
    return this.writing;
  }

  private async writeNow(): Promise<void> {
    const today = utcDay(this.clock.now());
    try {
      if (today !== this.lastDayWritten) {
        await this.repository.keepTopReferrers(today);
        this.lastDayWritten = today;
      }
      if (this.tally.isEmpty) return;
      const days = this.tally.take();
      try {
        await this.repository.add(days);
      } catch (error) {
        // Counts are not worth holding on to while the database is away: they are dropped, said once a write.
        this.logger.warn(`${days.size} day(s) of visit counts were not written: ${String(error)}`);
      }
    } catch (error) {
      this.logger.warn(`The referrers of past days were not trimmed: ${String(error)}`);
    }
  }
}
