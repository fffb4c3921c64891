import { BadRequestException, ConflictException } from '@nestjs/common';
import { isRecord, PORTFOLIO } from '@portfolio/contract';
import type { EntityManager } from 'typeorm';
import { PINNED } from './post-list';
import { underLock, type Locked } from './post-saves';

/** What the admin says when the pins it reordered are not those pinned now. */
export const PINS_CHANGED = 'The pinned posts changed since the list was read. Reload to see them.';

/** The ids of a `PUT /api/posts/pinned` body, each once; a 400 for any other body. */
export function pinnedIds(body: unknown): string[] {
  const ids = isRecord(body) && Object.keys(body).length === 1 ? body.ids : undefined;
  const valid =
    Array.isArray(ids) &&
    ids.length <= PORTFOLIO.fields.blogs.max &&
    ids.every((id) => typeof id === 'string') &&
    new Set(ids).size === ids.length;
  if (!valid) {
    throw new BadRequestException({
      message: 'Send {"ids": [...]}: every pinned post\'s id, once each, in the new order.',
    });
  }
  return ids as string[];
}

/**
 * Puts the pinned posts in the order of `ids`, which must name exactly the posts pinned now
 * (under the posts' lock, so no pin comes or goes meanwhile); undefined, nothing stored, when they
 * do not. The pinned posts keep the places they hold among all the posts, handed out again in the
 * new order: no other post moves, and a moved post takes a change number and no new version.
 */
export function reorderPinned(
  manager: EntityManager,
  ids: string[],
  heldSeq: number,
): Promise<Locked<string[] | undefined>> {
  return underLock(manager, heldSeq, async (queries) => {
    const pinned = (await queries.query(
      `SELECT id, position FROM post WHERE ${PINNED} ORDER BY position, id COLLATE "C" FOR UPDATE`,
    )) as { id: string; position: number }[];
    const now = new Set(pinned.map(({ id }) => id));
    if (pinned.length !== ids.length || ids.some((id) => !now.has(id))) return undefined;
    const moves = ids
      .map((id, index) => ({ id, position: pinned[index]!.position }))
      .filter(({ id }, index) => pinned[index]!.id !== id);
    if (moves.length > 0) {
      await queries.query(
        `UPDATE post SET position = moved.position, seq = nextval('post_change')
         FROM unnest($1::text[], $2::float8[]) AS moved(id, position) WHERE post.id = moved.id`,
        [moves.map(({ id }) => id), moves.map(({ position }) => position)],
      );
    }
    return ids;
  });
}

/** The 409 of a reorder whose pins are not those pinned now. */
export function pinsChanged(): ConflictException {
  return new ConflictException({ message: PINS_CHANGED });
}
