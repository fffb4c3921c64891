import type { Portfolio } from '@portfolio/contract';
import { useMutation } from '@tanstack/react-query';
import { savePortfolio, type SaveResult } from '../api/save-portfolio';
import type { PostBodyStore } from '../api/post-body-store';

/**
 * The save, as a mutation: one at a time, its outcome (saved, refused, conflict…) a value to
 * act on rather than an error, and no retry, since the owner decides whether to save again.
 */
export function useSavePortfolio(bodies: PostBodyStore) {
  return useMutation({
    mutationKey: ['admin', 'portfolio', 'save'],
    mutationFn: ({ portfolio, etag }: { portfolio: Portfolio; etag: string }) => saveEdited(bodies, portfolio, etag),
    retry: false,
    networkMode: 'always',
  });
}

/**
 * One save of what the editor holds: the posts' bodies that are not stored yet, then the document
 * naming them by id. A body the API does not take ends the save there: the document is not sent.
 */
async function saveEdited(bodies: PostBodyStore, edited: Portfolio, etag: string): Promise<SaveResult> {
  const stored = await bodies.withIds(edited);
  if (!stored.ok) return stored.result;
  return bodies.editableResult(await savePortfolio(stored.document, etag));
}
