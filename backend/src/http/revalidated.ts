import type { Request, Response } from 'express';
import { REVALIDATE } from './cache-control';

/** What the API sends of something caches may keep but must ask for again: its tag, type and bytes. */
export interface Revalidated {
  etag: string;
  type: string;
  /** Or how to make it, when only the gzipped bytes are kept: for the rare client that takes no gzip. */
  body: Buffer | string | (() => Buffer);
  /** The body gzipped, when it is made once and kept: sent to every client that takes gzip. */
  gzip?: Buffer;
  /** For what is the owner's alone: `PRIVATE` instead of `REVALIDATE` (the tag still answers a 304). */
  cacheControl?: string;
}

/**
 * Sends `answer` marked for revalidation, or `304 Not Modified` when the request's `If-None-Match`
 * names its tag. Controllers say what they answer; how an answer is negotiated is said here once.
 */
export function sendRevalidated(request: Request, response: Response, answer: Revalidated): void {
  response.setHeader('Cache-Control', answer.cacheControl ?? REVALIDATE).setHeader('ETag', answer.etag);
  if (answer.gzip) response.vary('Accept-Encoding');
  if (namesTag(request.get('if-none-match'), answer.etag)) {
    response.status(304).end();
    return;
  }
  response.type(answer.type);
  if (answer.gzip && request.acceptsEncodings('gzip') === 'gzip') {
    response.setHeader('Content-Encoding', 'gzip').send(answer.gzip);
  } else {
    response.send(typeof answer.body === 'function' ? answer.body() : answer.body);
  }
}

// If-None-Match compares tags weakly: nginx's gzip turns a strong tag weak on its way out, and a
// client sends back the tag it was given.
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an `If-None-Match` header names `etag` (or is `*`: any current representation). */
export function namesTag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => opaqueTag(tag) === wanted);
}
