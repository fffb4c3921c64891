import { setImmediate as nextTurn } from 'node:timers/promises';

/** What a pass makes of one page or file: its text, or undefined where there is none (a 404). */
export type Make<T> = () => Promise<T | undefined>;

/** The pass was given up for a newer one: what was asked of it is asked of that one. */
export class Superseded extends Error {
  constructor() {
    super('The pages were rendered again for a newer view');
  }
}

interface Deferred<T> {
  made: Promise<T>;
  settle: { resolve: (value: T) => void; reject: (reason: unknown) => void };
}

interface Job<T> extends Deferred<T | undefined> {
  make: Make<T>;
  state: 'waiting' | 'making' | 'made' | 'failed';
}

/**
 * Makes each of a view's pages once, one after another, in the order given, with a turn of the
 * event loop between two, so that requests keep being answered meanwhile. A page asked for before
 * its turn is made next: who asks waits for that one page, not for the whole pass. One that failed
 * is made again when next asked for.
 */
export class RenderPass<T> {
  private readonly jobs = new Map<string, Job<T>>();
  private readonly queue: string[] = [];
  private running = false;
  private stopped = false;
  /** Settles once every page was made or failed, or the pass was given up. */
  readonly done: Promise<void>;
  private finish!: () => void;

  constructor(jobs: Iterable<[string, Make<T>]>) {
    this.done = new Promise((resolve) => (this.finish = resolve));
    for (const [name, make] of jobs) {
      this.jobs.set(name, { make, state: 'waiting', ...deferred<T | undefined>() });
      this.queue.push(name);
    }
    void this.run();
  }

  /** The page `name` once made (undefined when the pass has no such page), made next if it was waiting. */
  page(name: string): Promise<T | undefined> {
    const job = this.jobs.get(name);
    if (!job) return Promise.resolve(undefined);
    if (job.state === 'waiting' || job.state === 'failed') {
      const at = this.queue.indexOf(name);
      if (at >= 0) this.queue.splice(at, 1);
      this.queue.unshift(name);
      if (job.state === 'failed') Object.assign(job, { state: 'waiting' }, deferred<T | undefined>());
      void this.run();
    }
    return job.made;
  }

  /** Gives the pass up: nothing more is made, and whoever waits for a page not made yet is told so. */
  stop(): void {
    this.stopped = true;
    for (const job of this.jobs.values()) if (job.state !== 'made') job.settle.reject(new Superseded());
    this.finish();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let name = this.queue.shift(); name !== undefined && !this.stopped; name = this.queue.shift()) {
      const job = this.jobs.get(name)!;
      job.state = 'making';
      try {
        const made = await job.make();
        job.state = 'made';
        job.settle.resolve(made);
      } catch (error) {
        job.state = 'failed';
        job.settle.reject(error);
      }
      await nextTurn();
    }
    this.running = false;
    if (this.queue.length === 0) this.finish();
  }
}

function deferred<T>(): Deferred<T> {
  let settle!: Deferred<T>['settle'];
  const made = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  // Whoever asks for the page hears of a failure; nobody asking is no unhandled rejection.
  made.catch(() => undefined);
  return { made, settle };
}
