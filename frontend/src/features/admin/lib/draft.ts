import { isPortfolio, type Portfolio } from '@portfolio/contract';

/**
 * Unsaved edits are kept in the browser's local storage until a save succeeds, with the version they were made on, so a restored draft is saved with
 * `If-Match` and cannot overwrite a newer version unnoticed.
 */
export const DRAFT_KEY = 'portfolio.admin.draft';

export interface Draft {
  portfolio: Portfolio;
  /** The ETag of the version the edits started from. */
  etag: string;
  /** When it was last written, ISO 8601. */
  savedAt: string;
}

export function readDraft(): Draft | undefined {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (raw === null) return undefined;
    const draft = JSON.parse(raw) as Partial<Draft> | null;
    if (
      !draft ||
      !isPortfolio(draft.portfolio) ||
      typeof draft.etag !== 'string' ||
      typeof draft.savedAt !== 'string'
    ) {
      return undefined;
    }
    return { portfolio: draft.portfolio, etag: draft.etag, savedAt: draft.savedAt };
  } catch {
    return undefined;
  }
}

/** Whether the draft could be kept (storage may be full or disabled). */
export function writeDraft(draft: Draft): boolean {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
