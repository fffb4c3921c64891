import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { PublishAsked, PublishProgress, PublishStatus } from '@portfolio/contract';
import { APP_CONFIG, type AppConfig } from '../config';
import { publishedCounting } from '../http/published-site';
import { MediaService } from '../media/media.service';
import { CLOCK, type Clock, LONGEST_TIMER_MS } from '../portfolio/clock';
import { PortfolioReader, type StoredPortfolio } from '../portfolio/portfolio-reader';
import { SiteService } from '../site/site.service';
import { rcloneTarget, type RcloneTarget } from './publish-target';
import { PublishRecord } from './publish-status';
import { RCLONE_MISSING, rclone } from './rclone';
import { writeSite, type Written } from './site-snapshot';
import { Staging } from './staging';
import type { Known } from './removal';
import { TargetChanged, transfer } from './transfer';
import { PUBLISH_DELAYS, type PublishDelays } from './publish-delays';

/** The longest wait before a failed publish is tried again (`PublishDelays` gives the first). */
const LONGEST_RETRY_MS = 10 * 60 * 1000;

/**
 * Publishes the public site to `PUBLISH_TO` with rclone: after each save (a run of saves makes
 * one publish), when a scheduled post's moment comes, at start (after a restore or an upgrade),
 * and when the owner asks. A publish runs apart from the saves, which it never holds back; one
 * that fails is tried again later and later, and leaves the site the target had. Nothing runs
 * without `PUBLISH_TO`.
 */
@Injectable()
export class PublishService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Publish');
  private readonly target: AppConfig['publish'];
  private readonly remote: RcloneTarget | undefined;
  private readonly record = new PublishRecord();
  /** What the last publish left on the target: see `Known`. */
  private known: Known | undefined;
  /** What the last publish wrote, set with `known`: its pages that show the same are not read again. */
  private written: Written | undefined;
  /** Whether the next publish asks the target what it holds rather than trusting the last manifest. */
  private verify = false;
  /** The publish that runs, and whether another was asked for meanwhile. */
  private running: Promise<void> | undefined;
  private again = false;
  private soon: NodeJS.Timeout | undefined;
  private nextMoment: NodeJS.Timeout | undefined;
  private cleanUp: NodeJS.Timeout | undefined;
  private retryMs: number;
  private readonly stopped = new AbortController();
  private readonly onSignal = () => this.request(0, true);

  constructor(
    private readonly site: SiteService,
    private readonly media: MediaService,
    private readonly portfolio: PortfolioReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PUBLISH_DELAYS) private readonly delays: PublishDelays,
  ) {
    this.retryMs = delays.firstRetryMs;
    this.target = config.publish;
    this.remote = this.target && rcloneTarget(this.target.to);
    if (this.target) portfolio.onRevision((stored) => this.learnt(stored));
  }

  /** What anyone may read of the publishing (`/api/health`); null where the site is not published. */
  get state(): PublishStatus | null {
    return this.target ? this.record.public : null;
  }

  /** The owner's view, with a failure's reason and the publish under way; null where the site is not published. */
  get progress(): PublishProgress | null {
    return this.target ? this.record.owner : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.target) return;
    try {
      await rclone(['version'], this.remote!);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(reason);
      this.record.failed(this.clock.now(), reason);
      if (reason === RCLONE_MISSING) return;
    }
    this.logger.log(`The site is published to ${this.remote!.shown} for ${this.target.publicUrl}`);
    // `make publish` asks the running API by this signal, in its container or on this machine.
    process.on('SIGUSR2', this.onSignal);
    // After a restore, an upgrade or a target changed by hand, what the target holds is checked.
    this.request(0, true);
  }

  onModuleDestroy(): void {
    process.off('SIGUSR2', this.onSignal);
    clearTimeout(this.soon);
    clearTimeout(this.nextMoment);
    clearTimeout(this.cleanUp);
    this.stopped.abort();
  }

  /**
   * Publishes in `delayMs` (by default, a save's wait for more) unless a publish is planned sooner;
   * one asked for while another runs follows it. `verify`: that publish asks the target for its
   * hashes rather than trust what the last one left.
   */
  request(delayMs = this.delays.afterSaveMs, verify = false): void {
    if (!this.target || this.stopped.signal.aborted) return;
    this.verify ||= verify;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.soon && delayMs >= this.delays.afterSaveMs) return;
    clearTimeout(this.soon);
    this.soon = setTimeout(() => void this.publish(), delayMs).unref();
  }

  /**
   * Starts a publish now that checks what the target holds (or right after the one under way),
   * and answers at once which attempt that is: the owner follows it by `progress`.
   */
  publishNow(): PublishAsked | null {
    if (!this.target) return null;
    this.verify = true;
    const { attempts } = this.record.owner;
    const settledBy = this.running ? attempts + 2 : attempts + 1;
    if (this.running) this.again = true;
    else void this.publish();
    return { ...this.record.owner, settledBy };
  }

  /** A save, or a revision read at start: publish soon, and at each of its scheduled posts' moments. */
  private learnt(stored: StoredPortfolio): void {
    this.request();
    this.publishAtNextMoment(stored);
  }

  /**
   * When the next scheduled post of `stored` comes out, the site is published, with nobody signed
   * in; then the moment after it is waited for. A timer that ends before the moment by the clock
   * (one step of a long wait, or a clock set back meanwhile) waits again for what is left.
   */
  private publishAtNextMoment(stored: StoredPortfolio): void {
    clearTimeout(this.nextMoment);
    const wait = this.portfolio.untilNextPublication(stored);
    if (wait === undefined) return;
    const moment = this.clock.now().getTime() + wait;
    this.nextMoment = setTimeout(
      () => {
        if (this.clock.now().getTime() >= moment) this.request(0);
        this.publishAtNextMoment(stored);
      },
      Math.min(wait, LONGEST_TIMER_MS),
    ).unref();
  }

  private async publish(): Promise<void> {
    clearTimeout(this.soon);
    this.soon = undefined;
    this.again = false;
    const verify = this.verify;
    this.verify = false;
    this.running = this.publishOnce(verify);
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
    // At once, not by a timer: the one that follows is running as soon as this one has ended.
    if (this.again && !this.stopped.signal.aborted) void this.publish();
    else this.record.idle();
  }

  private async publishOnce(verify: boolean): Promise<void> {
    this.record.started(this.clock.now());
    const workDir = await mkdtemp(join(tmpdir(), 'portfolio-publish-'));
    try {
      const started = performance.now();
      const { view, moved } = await this.send(workDir, verify, this.written).catch((error: unknown) => {
        if (!(error instanceof TargetChanged)) throw error;
        this.logger.warn(`${error.message}: the whole site is written again`);
        return this.send(workDir, verify, undefined);
      });
      const ms = Math.round(performance.now() - started);
      const { files, bytes } = moved;
      this.record.succeeded(this.clock.now(), { files, bytes, ms });
      this.retryMs = this.delays.firstRetryMs;
      this.logger.log(
        `Published version ${view.revision.version}: ${files} files (${bytes} bytes) sent, ${moved.deleted} removed, in ${ms} ms`,
      );
      this.removeLater(moved.nextRemoval);
    } catch (error) {
      if (this.stopped.signal.aborted) return;
      this.verify ||= verify;
      const reason = error instanceof Error ? error.message : String(error);
      this.record.failed(this.clock.now(), reason);
      this.logger.error(`Publishing failed, tried again in ${this.retryMs / 1000} s: ${reason}`);
      clearTimeout(this.soon);
      this.soon = setTimeout(() => void this.publish(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Writes the site as visitors see it now into a staging folder of its own in `workDir`, and
   * sends what the target does not hold. `before`: what the last publish wrote, of which the
   * pages that show the same are not read again.
   */
  private async send(workDir: string, verify: boolean, before: Written | undefined) {
    const { publicUrl } = this.target!;
    const { view, pages } = await this.site.wholeSite(publicUrl);
    const staging = new Staging(await mkdtemp(join(workDir, 'site-')));
    const written = await writeSite({ document: view.document, pages }, staging, {
      staticDir: this.config.staticDir,
      publicUrl,
      apiUrl: publishedCounting(this.config)?.to,
      readMedia: (name) => this.media.file(name),
      missingMedia: (paths) => this.media.missing(paths),
      before,
    });
    const moved = await transfer(staging, {
      target: this.remote!,
      workDir,
      known: this.known,
      verify,
      built: written.built,
      now: () => this.clock.now().getTime(),
      signal: this.stopped.signal,
      progress: (step, done, total) => this.record.step(step, done, total),
      remember: (known) => {
        this.known = known;
        this.written = { pages: written.pages, held: known.sent };
      },
    });
    return { view, moved };
  }

  /** Files no page names any more are removed once their time is up, even with no save. */
  private removeLater(due: number | undefined): void {
    clearTimeout(this.cleanUp);
    if (due === undefined) return;
    const wait = Math.min(Math.max(due - this.clock.now().getTime(), 0), LONGEST_TIMER_MS);
    this.cleanUp = setTimeout(() => this.request(0), wait).unref();
  }
}
