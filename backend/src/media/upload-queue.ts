import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS, type UploadLimits } from './upload-limits';

/** Why an upload's work was abandoned: its deadline passed, or its client went away. */
export class UploadAbandoned extends Error {
  constructor(readonly why: 'deadline' | 'client') {
    super(why === 'deadline' ? 'The upload took longer than its deadline' : 'The client went away');
    this.name = 'UploadAbandoned';
  }
}

/** An upload let in: its place in the queue until `leave`, and the signal that abandons its work. */
export interface Admission {
  readonly signal: AbortSignal;
  /** The client went away: whatever the upload is doing is abandoned. */
  abandon(): void;
  /** Gives the place back (once; later calls do nothing). */
  leave(): void;
}

/**
 * The owner's uploads, bounded: one is made at a time and `waiting` more wait for their turn;
 * any more are turned away before their body is read. Each has a deadline from when it is let in,
 * and one that is abandoned (its deadline, its client gone) leaves the line at once.
 */
@Injectable()
export class UploadQueue {
  private admitted = 0;
  private working = false;
  private readonly line: (() => void)[] = [];

  constructor(@Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits) {}

  /** A place for one more upload, or undefined when the queue is full. */
  admit(): Admission | undefined {
    if (this.admitted >= this.limits.waiting + 1) return undefined;
    this.admitted += 1;
    const controller = new AbortController();
    const deadline = setTimeout(
      () => controller.abort(new UploadAbandoned('deadline')),
      this.limits.deadlineMs,
    ).unref();
    let left = false;
    return {
      signal: controller.signal,
      abandon: () => controller.abort(new UploadAbandoned('client')),
      leave: () => {
        if (left) return;
        left = true;
        clearTimeout(deadline);
        this.admitted -= 1;
      },
    };
  }

  /** Runs `work` when no other upload's is running, in the order they asked; rejects if `signal` aborts first. */
  async inTurn<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    await this.turn(signal);
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.working = false;
    }
  }

  private turn(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (!this.working) {
      this.working = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', leaveLine);
        resolve();
      };
      const leaveLine = () => {
        this.line.splice(this.line.indexOf(start), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', leaveLine, { once: true });
      this.line.push(start);
    });
  }
}
