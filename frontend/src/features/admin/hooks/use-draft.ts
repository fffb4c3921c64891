import type { Portfolio } from '@portfolio/contract';
import { useEffect, useState } from 'react';
import type { StoredPortfolio } from '../api/load-portfolio';
import { clearDraft, readDraft, writeDraft, type Draft } from '../lib/draft';
import { samePortfolio } from '../lib/validate-portfolio';

/**
 * The edits kept in the browser until a save succeeds. A draft left by an earlier visit is
 * offered first; until the owner answers, it is not replaced by the new edits.
 */
export function useDraft({ portfolio, etag, dirty }: { portfolio: Portfolio; etag: string; dirty: boolean }) {
  const [offer, setOffer] = useState<Draft | undefined>(() => offerableDraft({ portfolio, etag }));

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
function offerableDraft(stored: StoredPortfolio): Draft | undefined {
  const draft = readDraft();
  return draft && !samePortfolio(draft.portfolio, stored.portfolio) ? draft : undefined;
}
