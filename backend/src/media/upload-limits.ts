import { MEDIA_MAX_BYTES } from '@portfolio/contract';

/**
 * What the owner's uploads may take of the server at once: how many are let in, how long each may
 * take, and how much memory the process that decodes an image may use.
 *
 * The time limits, each inside the next, so that the API answers an upload itself, and an upload
 * answered with an error is never stored later:
 *
 *   the session's check before an upload is let in       at most 6 s (a statement's time-out)
 *   + the upload's deadline, from when it is let in        15 s: reading the body, waiting its
 *                                                          turn, judging it and making its copies
 *                                                          (the image process is stopped then)
 *   + the statement under way when the deadline passes    at most 6 s: the store checks the
 *                                                          deadline before it commits
 *   = 27 s  <  nginx's proxy_read_timeout on /api/media   30 s (nginx/templates/default.conf.template)
 *
 * upload-limits.spec.ts holds these figures to nginx's.
 */
export interface UploadLimits {
  /** Uploads waiting for their turn while one is made; one more is refused with a 503 and Retry-After. */
  waiting: number;
  /** From when an upload is let in to when its work is abandoned and it is answered with a 503. */
  deadlineMs: number;
  /**
   * The image process is stopped when its resident memory passes this: the API (some 140 MB at
   * its peak) and it must fit the backend container's 512 MB (docker-compose.yml).
   */
  processMemoryBytes: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  waiting: 2,
  deadlineMs: 15_000,
  processMemoryBytes: 300 * 1024 * 1024,
};

/** The largest file taken, of any kind: the service holds each kind to its own limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

/** Injection token of the {@link UploadLimits}: tests give shorter ones. */
export const UPLOAD_LIMITS = Symbol('UploadLimits');

/** What a busy or timed-out upload's `Retry-After` says: a turn usually comes within seconds. */
export const RETRY_AFTER_SECONDS = 5;
