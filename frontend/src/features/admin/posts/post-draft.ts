import { isRecord, pick, PORTFOLIO, type Blog } from '@portfolio/contract';

const POST = PORTFOLIO.fields.blogs.item;

/**
 * A post's unsaved edits, kept in local storage until that post is saved, with the version they
 * were made on (so a restored draft is saved with `If-Match`): one draft per post, and one for a
 * new post not saved yet.
 */
export interface PostDraft {
  post: Blog;
  etag: string;
  savedAt: string;
}

export const postDraftKey = (id: string | undefined) => `portfolio.admin.post-draft.${id ?? 'new'}`;

export function readPostDraft(id: string | undefined): PostDraft | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(postDraftKey(id)) ?? 'null') as unknown;
    if (!isRecord(kept) || typeof kept.etag !== 'string' || typeof kept.savedAt !== 'string' || !isRecord(kept.post))
      return undefined;
    return { post: pick(POST, kept.post) as Blog, etag: kept.etag, savedAt: kept.savedAt };
  } catch {
    return undefined;
  }
}

export function writePostDraft(id: string | undefined, draft: PostDraft): void {
  try {
    localStorage.setItem(postDraftKey(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the edits are still in the editor.
  }
}

export function clearPostDraft(id: string | undefined): void {
  try {
    localStorage.removeItem(postDraftKey(id));
  } catch {
    // Nothing was kept.
  }
}
