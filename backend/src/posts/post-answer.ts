import { NotFoundException } from '@nestjs/common';
import { pick, PORTFOLIO } from '@portfolio/contract';
import type { Response } from 'express';
import { toEtag } from '../portfolio/etag';
import type { SavedPost } from './post-saves';

const POST = PORTFOLIO.fields.blogs.item;
/** A record's id as the API makes them (and the migration did): letters, digits, '-' and '_'. */
const ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The id of a route, or a 404 for one no post could have. */
export function knownId(id: string): string {
  if (!ID.test(id)) throw new NotFoundException({ message: `No post ${id} is stored.` });
  return id;
}

/** The post's fields in the document's order, with its id, under its version's ETag; no cache keeps it. */
export function sendPost(response: Response, { id, fields, version, digest }: SavedPost): void {
  response
    .setHeader('Cache-Control', 'no-store')
    .setHeader('ETag', toEtag({ version, digest }))
    .json({ id, ...(pick(POST, fields) as object) });
}
