import {
  isPortfolio,
  isRecord,
  pickPortfolio,
  type Portfolio,
  type RevisionPage,
  type RevisionSummary,
} from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';
import { storeVersion, type SaveResult } from './save-portfolio';

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
export async function listRevisions(before: number | undefined, signal?: AbortSignal): Promise<RevisionPage> {
  const path = `/api/portfolio/revisions${before === undefined ? '' : `?before=${before}`}`;
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

/** Saves a kept version as the next one, if the current version is still `etag`. */
export function restoreRevision(revision: Revision, etag: string): Promise<SaveResult> {
  const path = `/api/portfolio/revisions/${revision.version}/restore`;
  return storeVersion(path, { method: 'POST', body: {}, etag }, revision.portfolio);
}
