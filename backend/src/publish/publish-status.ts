import type { PublishMoved, PublishProgress, PublishStatus, PublishStep } from '@portfolio/contract';

/**
 * How the publishing goes, as the publisher keeps it: the owner reads all of it, signed in
 * (`GET /api/publish`); anyone reads on `/api/health` whether the last attempt failed and when,
 * never why, since rclone's words name the target's host, user, port, key file and folder.
 */
export class PublishRecord {
  private progress: PublishProgress = {
    last: null,
    ok: null,
    error: null,
    moved: null,
    tried: null,
    attempts: 0,
    running: null,
  };

  /** The owner's view: the reason of a failure, and the publish under way. */
  get owner(): PublishProgress {
    return structuredClone(this.progress);
  }

  /** Anyone's view. */
  get public(): PublishStatus {
    const { last, ok, moved, tried } = this.progress;
    const error = ok === false ? `The last publish failed at ${tried}; it is tried again by itself.` : null;
    return { last, ok, error, moved };
  }

  started(at: Date): void {
    this.progress.running = { since: at.toISOString(), step: 'rendering', done: 0, total: 0 };
  }

  step(step: PublishStep, done: number, total: number): void {
    if (this.progress.running) this.progress.running = { ...this.progress.running, step, done, total };
  }

  /** An attempt went through; it stays `running` until `idle`, when no other follows it. */
  succeeded(at: Date, moved: PublishMoved): void {
    const when = at.toISOString();
    const { attempts, running } = this.progress;
    this.progress = { last: when, ok: true, error: null, moved, tried: when, attempts: attempts + 1, running };
  }

  failed(at: Date, reason: string): void {
    const { attempts } = this.progress;
    this.progress = { ...this.progress, ok: false, error: reason, tried: at.toISOString(), attempts: attempts + 1 };
  }

  /** Nothing is under way any more. */
  idle(): void {
    this.progress.running = null;
  }
}
