import { randomBytes } from 'node:crypto';

type Fields = Record<string, unknown>;

/** What a whole document's posts do to the stored records. */
export interface PostPlan {
  /** Records whose fields stay as they are and whose place in the order changes: no new version. */
  moved: { id: string; position: number }[];
  /** Records whose fields change: each gets a new version, the one before kept. */
  edited: { id: string; position: number; fields: Fields }[];
  created: { id: string; position: number; fields: Fields }[];
  /** Records no incoming post is: deleted, their last version kept. */
  deleted: string[];
}

/** A short random id of a new post: 72 bits, written as 12 characters safe in an address. */
export const newPostId = (): string => randomBytes(9).toString('base64url');

/**
 * Matches a document's posts (in its order) with the stored records (in theirs). An incoming post
 * identical to a record, in every field, is that record; the rest are matched in order to the
 * records left, which a save edits; incoming posts left over are new, records left over deleted.
 * So a whole-document save of one changed post makes one new version, and one that changes none
 * makes none, whatever the order.
 */
export function planPosts(
  incoming: readonly Fields[],
  records: readonly { id: string; position: number; fields: Fields }[],
  newId: () => string = newPostId,
): PostPlan {
  const byContent = new Map<string, (typeof records)[number][]>();
  for (const record of records) {
    const key = contentKey(record.fields);
    byContent.set(key, [...(byContent.get(key) ?? []), record]);
  }
  const plan: PostPlan = { moved: [], edited: [], created: [], deleted: [] };
  const unmatched: number[] = [];
  const used = new Set<string>();
  incoming.forEach((fields, position) => {
    const same = byContent.get(contentKey(fields))?.shift();
    if (!same) return unmatched.push(position);
    used.add(same.id);
    if (same.position !== position) plan.moved.push({ id: same.id, position });
  });
  const left = records.filter((record) => !used.has(record.id));
  unmatched.forEach((position, index) => {
    const record = left[index];
    const fields = incoming[position]!;
    if (record) plan.edited.push({ id: record.id, position, fields });
    else plan.created.push({ id: newId(), position, fields });
  });
  plan.deleted = left.slice(unmatched.length).map((record) => record.id);
  return plan;
}

/** The fields as text with every object's keys sorted: JSONB gives them back in an order of its own. */
function contentKey(value: unknown): string {
  return JSON.stringify(value, (_, node: unknown) =>
    node !== null && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : node,
  );
}
