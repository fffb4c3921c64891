import {
  fieldErrorsOf,
  isPortfolio,
  isRecord,
  pickPortfolio,
  type Portfolio,
  type RevisionPage,
  type RevisionSummary,
} from '@portfolio/contract';
import { getJson, statusError, unexpectedJson } from '@/lib/api-client';
import { request } from '@/lib/api-request';
import { loadPortfolio } from './load-portfolio';
import { failedSave, storeVersion, type SaveResult } from './save-portfolio';

const TIMEOUT_MS = 8000;

export type { RevisionSummary };

/** A kept version as the history shows and restores it. */
export interface Revision {
  version: number;
  savedAt: string;
  portfolio: Portfolio;
}

const isSummary = (value: unknown): value is RevisionSummary =>
  isRecord(value) &&
  Number.isInteger(value.version) &&
  typeof value.savedAt === 'string' &&
  Number.isInteger(value.bytes) &&
  Array.isArray(value.changed) &&
  value.changed.every((section) => typeof section === 'string');

/** `GET /api/portfolio/revisions`: newest first, a page at a time. */
export function listRevisions(before: number | undefined, signal?: AbortSignal): Promise<RevisionPage> {
  return readRevisionPage(`/api/portfolio/revisions${before === undefined ? '' : `?before=${before}`}`, signal);
}

/** A page of a history, the document's or a post's: both answer alike. */
export async function readRevisionPage(path: string, signal?: AbortSignal): Promise<RevisionPage> {
  const body = await getJson(path, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || !Array.isArray(body.revisions) || !body.revisions.every(isSummary))
    throw unexpectedJson(path, 'a revision answer');
  const next = Number.isInteger(body.next) ? (body.next as number) : null;
  return { revisions: body.revisions, next };
}

/** `GET /api/portfolio/revisions/{version}`: the document as it was then. */
export async function readRevision(version: number, signal?: AbortSignal): Promise<Revision> {
  const path = `/api/portfolio/revisions/${version}`;
  const body = await getJson(path, { timeoutMs: TIMEOUT_MS, signal });
  if (!isRecord(body) || typeof body.savedAt !== 'string' || !isPortfolio(body.document))
    throw unexpectedJson(path, 'a revision answer');
  return { version, savedAt: body.savedAt, portfolio: pickPortfolio(body.document) };
}

/**
 * Saves a kept version as the next one, if the landing content is still the version `etag` names.
 * A restore is guarded by the whole document's ETag, which a `HEAD` reads without its posts; the
 * answer is the whole document, so the landing content is read again to go on from.
 */
export async function restoreRevision(revision: Revision, etag: string): Promise<SaveResult> {
  try {
    const landing = await loadPortfolio();
    if (etag && landing.etag !== etag) return { outcome: 'conflict' };
    const documentEtag = await request(
      '/api/portfolio',
      { method: 'HEAD' },
      { timeoutMs: TIMEOUT_MS },
      async (response) => {
        if (!response.ok) throw await statusError('/api/portfolio', response);
        return response.headers.get('etag') ?? '';
      },
    );
    const path = `/api/portfolio/revisions/${revision.version}/restore`;
    const result = await storeVersion(path, { method: 'POST', body: {}, etag: documentEtag }, revision.portfolio);
    return result.outcome === 'saved' ? { outcome: 'saved', ...(await loadPortfolio()) } : result;
  } catch (error) {
    return failedSave(error, fieldErrorsOf);
  }
}
