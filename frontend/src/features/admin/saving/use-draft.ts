import type { Portfolio } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import type { StoredPortfolio } from '../api/load-portfolio';
import { clearDraft, readDraft, writeDraft, type KeptDraft } from './draft';
import { samePortfolio } from '../form/validate-portfolio';

type Offer = Exclude<KeptDraft, { kind: 'none' }>;

/**
 * The edits kept in the browser until a save succeeds. A draft left by an earlier visit is
 * offered first (to restore, or to download when this version cannot read it); until the owner
 * answers, it is not replaced by the new edits.
 */
export function useDraft({ portfolio, etag, dirty }: { portfolio: Portfolio; etag: string; dirty: boolean }) {
  const [offer, setOffer] = useState<Offer | undefined>(() => offerableDraft({ portfolio, etag }));

  useEffect(() => {
    if (offer) return;
    if (dirty) writeDraft({ portfolio, etag, savedAt: new Date().toISOString() });
    else clearDraft();
  }, [portfolio, dirty, etag, offer]);

  return {
    /** The earlier visit's draft, while it is being offered. */
    offer,
    /** The owner took the draft: it is kept (as the edits) from now on. */
    accept: () => setOffer(undefined),
    discard: () => {
      clearDraft();
      setOffer(undefined);
    },
  };
}

/** The draft left by an earlier visit, unless it holds nothing that is not saved. */
function offerableDraft(stored: StoredPortfolio): Offer | undefined {
  const kept = readDraft();
  if (kept.kind === 'none') return undefined;
  if (kept.kind === 'draft' && samePortfolio(kept.draft.portfolio, stored.portfolio)) return undefined;
  return kept;
}
