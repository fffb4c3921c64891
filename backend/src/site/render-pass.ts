import { setImmediate as nextTurn } from 'node:timers/promises';
import type { KeptPages, PageJob } from './kept-pages';
import type { RenderedPage } from './rendered-page';

/** The pass was given up for a newer one: what was asked of it is asked of that one. */
export class Superseded extends Error {
  constructor() {
    super('The pages were rendered again for a newer view');
  }
}

/** How many of a view's pages are taken in between two turns of the event loop: about 15 ms of work at 10,000 posts. */
const PAGES_PER_TURN = 500;

interface Waiting {
  made: Promise<RenderedPage | undefined>;
  resolve: (value: RenderedPage | undefined) => void;
  reject: (reason: unknown) => void;
}

/**
 * One page of the pass. A class, so that its 10,000 or more instances share one hidden class: as
 * object literals spread from each page, each got a hidden class of its own (4.5 MB at 10,000 posts).
 */
class Job implements PageJob {
  /** `stale`: its kept page (if any) shows something else; `kept`: kept under its digest; `none`: no page. */
  state: 'stale' | 'making' | 'kept' | 'none' = 'stale';
  /** Whoever waits for it while it is stale or being made; let go once it is, so no page is held here. */
  waiting: Waiting | undefined = undefined;
  readonly name: string;
  readonly digest: string;
  readonly make: PageJob['make'];

  constructor({ name, digest, make }: PageJob) {
    this.name = name;
    this.digest = digest;
    this.make = make;
  }
}

/**
 * Brings each page of a view up to date, one after another in the order given, with a turn of the
 * event loop between two so that requests keep being answered: a page whose kept digest is its
 * own is not rendered, the others are rendered and kept. A page asked for before its turn is made
 * next: who asks waits for that one page, not for the whole pass. One that failed is made again
 * when next asked for. The pass holds the pages' names and digests, never their text.
 */
export class RenderPass {
  private readonly jobs = new Map<string, Job>();
  private queue: string[] = [];
  private running = false;
  private stopped = false;
  /** Whether it knows which of the view's pages are kept: a pass given up before that knows only some. */
  private known = false;
  /** Settles once every page is listed and the kept digests are known. */
  private readonly ready: Promise<void>;
  /** Settles once every page was made or failed, or the pass was given up. */
  readonly done: Promise<void>;
  private finish!: () => void;

  /**
   * `previous`: the pass this one replaces. Once it knew which of its pages were kept, what it
   * kept is what the database holds, and is not read again: at 10,000 posts each save read 10,600
   * rows for it.
   */
  constructor(
    private readonly kept: KeptPages,
    private readonly siteUrl: string,
    pages: Iterable<PageJob>,
    previous?: RenderPass,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
    const keptDigest =
      previous?.known && previous.siteUrl === siteUrl
        ? Promise.resolve((name: string) => previous.keptDigest(name))
        : // Without the database's list every page is made again, and served all the same.
          kept.digests(siteUrl).then(
            (digests) => (name: string) => digests.get(name),
            () => () => undefined,
          );
    this.ready = Promise.all([this.list(pages), keptDigest]).then(([, keptAs]) => {
      for (const job of this.jobs.values()) if (keptAs(job.name) === job.digest) job.state = 'kept';
      this.known = !this.stopped;
    });
    this.ready.then(
      () => {
        this.queue = [...this.jobs.values()].filter((job) => job.state === 'stale').map((job) => job.name);
        void this.run();
      },
      // A view whose pages could not be listed has none to make: who asks for one hears why.
      () => this.finish(),
    );
  }

  /**
   * Takes in the view's pages, a turn of the event loop after every `PAGES_PER_TURN`: finding the
   * digests of 10,000 posts' pages took 300 ms, and a save that came meanwhile waited that long.
   */
  private async list(pages: Iterable<PageJob>): Promise<void> {
    let count = 0;
    for (const page of pages) {
      if (this.stopped) return;
      this.jobs.set(page.name, new Job(page));
      if (++count % PAGES_PER_TURN === 0) await nextTurn();
    }
  }

  /** The digest the page `name` is kept under, as far as this pass knows. */
  private keptDigest(name: string): string | undefined {
    const job = this.jobs.get(name);
    return job?.state === 'kept' ? job.digest : undefined;
  }

  /** The page `name` (undefined when the view has no such page), made next if it is not kept. */
  async page(name: string): Promise<RenderedPage | undefined> {
    await this.ready;
    // A pass given up may not have listed every page: the newer one answers.
    if (this.stopped) throw new Superseded();
    const job = this.jobs.get(name);
    if (!job || job.state === 'none') return undefined;
    if (job.state === 'kept') {
      const page = await this.kept.read(this.siteUrl, name, job.digest);
      if (page) return page;
      // Another view's or replica's page took its place meanwhile: this one is made again.
      if (job.state === 'kept') job.state = 'stale';
    }
    if (this.stopped) throw new Superseded();
    job.waiting ??= waiting();
    if (job.state === 'stale') {
      this.queue = [name, ...this.queue.filter((other) => other !== name)];
      void this.run();
    }
    return job.waiting.made;
  }

  /** Gives the pass up: nothing more is made, and whoever waits for a page not made yet is told so. */
  stop(): void {
    this.stopped = true;
    for (const job of this.jobs.values()) job.waiting?.reject(new Superseded());
    this.finish();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let name = this.queue.shift(); name !== undefined && !this.stopped; name = this.queue.shift()) {
      const job = this.jobs.get(name)!;
      if (job.state !== 'stale') continue;
      job.state = 'making';
      try {
        const made = await this.kept.make(this.siteUrl, job);
        job.state = made ? 'kept' : 'none';
        job.waiting?.resolve(made);
      } catch (error) {
        job.state = 'stale';
        job.waiting?.reject(error);
      }
      job.waiting = undefined;
      await nextTurn();
    }
    this.running = false;
    if (this.queue.length === 0 && !this.stopped) {
      this.finish();
      await this.kept.keepOnly(this.siteUrl, [...this.jobs.keys()]).catch(() => undefined);
    }
  }
}

function waiting(): Waiting {
  let settle!: Pick<Waiting, 'resolve' | 'reject'>;
  const made = new Promise<RenderedPage | undefined>((resolve, reject) => (settle = { resolve, reject }));
  // Whoever asks for the page hears of a failure; nobody asking is no unhandled rejection.
  made.catch(() => undefined);
  return { made, ...settle };
}
