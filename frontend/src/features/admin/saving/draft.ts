import {
  isPortfolio,
  isRecord,
  pickPortfolio,
  SHAPE_VERSION,
  upgradeDocument,
  type Portfolio,
} from '@portfolio/contract';

/**
 * Unsaved edits are kept in the browser's local storage until a save succeeds, with the version
 * they were made on, so a restored draft is saved with `If-Match` and cannot overwrite a newer
 * version unnoticed; and with the document's shape, so a draft written before an upgrade is
 * upgraded too. A draft that cannot be read is never dropped unseen: it is offered as a file.
 */
export const DRAFT_KEY = 'portfolio.admin.draft';

export interface Draft {
  portfolio: Portfolio;
  /** The ETag of the version the edits started from. */
  etag: string;
  /** When it was last written, ISO 8601. */
  savedAt: string;
}

export type KeptDraft =
  | { kind: 'none' }
  | { kind: 'draft'; draft: Draft }
  /** Written by another version of the admin, or damaged: its text, to be downloaded. */
  | { kind: 'unreadable'; text: string };

export function readDraft(): KeptDraft {
  let text: string | null;
  try {
    text = localStorage.getItem(DRAFT_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  try {
    const kept = JSON.parse(text) as unknown;
    if (!isRecord(kept) || typeof kept.etag !== 'string' || typeof kept.savedAt !== 'string') throw new Error();
    // Drafts written before documents had shapes are of the first.
    const portfolio = upgradeDocument(kept.portfolio, kept.shape ?? 1);
    if (!isPortfolio(portfolio)) throw new Error();
    return { kind: 'draft', draft: { portfolio: pickPortfolio(portfolio), etag: kept.etag, savedAt: kept.savedAt } };
  } catch {
    return { kind: 'unreadable', text };
  }
}

/** Whether the draft could be kept (storage may be full or disabled). */
export function writeDraft(draft: Draft): boolean {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, shape: SHAPE_VERSION }));
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
