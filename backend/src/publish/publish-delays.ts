/**
 * How long the publisher waits: after a save for more saves (a run of saves makes one publish),
 * and before it tries a failed publish again (each next try waits twice as long). A provider, so
 * that tests of what happens around a publish need not wait the product's seconds each time.
 */
export interface PublishDelays {
  afterSaveMs: number;
  firstRetryMs: number;
}

export const PUBLISH_DELAYS = Symbol('PublishDelays');

export const DEFAULT_PUBLISH_DELAYS: PublishDelays = { afterSaveMs: 2000, firstRetryMs: 2000 };
