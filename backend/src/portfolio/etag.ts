import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * What names one stored document: its version, which orders saves, and a digest of its content.
 * The version alone is not enough: a restored backup brings back version numbers that were
 * already handed out for other content, and a cache or browser holding such an ETag would keep
 * the discarded document. The digest (PostgreSQL's md5 of the stored JSONB) tells them apart.
 */
export interface Revision {
  version: number;
  digest: string;
}

/** The ETag of a stored revision: strong, as each one is one exact document. */
export function toEtag({ version, digest }: Revision): string {
  return `"${version}-${digest}"`;
}

// nginx's gzip turns a strong ETag weak on the way out, so a client may send back W/"7-…" for
// our "7-…". The revision alone identifies the bytes the API sends, so the weak form is accepted too.
const ENTITY_TAG = /^(?:W\/)?"(\d{1,10})-([0-9a-f]{32})"$/;

function revisionsIn(header: string): Revision[] {
  return header.split(',').flatMap((tag) => {
    const match = ENTITY_TAG.exec(tag.trim());
    return match ? [{ version: Number(match[1]), digest: match[2]! }] : [];
  });
}

/**
 * The revisions a save may replace according to `If-Match`: `undefined` when there is no
 * condition (no header, or `*`: the document always exists), otherwise the revisions it names,
 * possibly none (then no save can succeed).
 */
export function revisionsFromIfMatch(header: string | undefined): Revision[] | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  return revisionsIn(header);
}

/** A route's parameter: the revisions its `If-Match` names, read as {@link revisionsFromIfMatch} reads them. */
export const IfMatch = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  revisionsFromIfMatch(context.switchToHttp().getRequest<Request>().headers['if-match']),
);
