import { isRecord } from '@portfolio/contract';
import { isJson, readJson, statusError, unexpectedJson } from '@/lib/api-client';
import { request } from '@/lib/api-request';

/** The whole site as a .zip (the document, each post as Markdown, every upload), which imports back. */
export const EXPORT_PATH = '/api/export';

const IMPORT_PATH = '/api/import';

/** The largest file the API takes: a larger one is refused here, before minutes spent sending it. */
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** The largest file on a slow line takes minutes to send, and the server reads it all before answering. */
const TIMEOUT_MS = 5 * 60_000;

/** The type each kind of export is sent as, by its name's extension: the API reads the file by it. */
const TYPES: Record<string, string> = { json: 'application/json', xml: 'application/xml', zip: 'application/zip' };

/** The type a file is sent as; undefined for a file no reader takes. */
export const importTypeOf = (name: string): string | undefined =>
  TYPES[/\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''];

export type ImportedStatus = 'published' | 'draft' | 'scheduled' | 'hidden';

/** What the import does with one post of the file; `slug` is the address it gets. */
export interface PlannedPost {
  source: string;
  title: string;
  slug: string;
  status: ImportedStatus;
  date: string;
  outcome: 'added' | 'renamed' | 'skipped';
  /** Why it was renamed or skipped. */
  reason?: string;
}

/** What an import would do (`imported: false`, a preview) or did. */
export interface ImportAnswer {
  imported: boolean;
  posts: PlannedPost[];
  images: number;
  warnings: Array<{ source: string; message: string }>;
}

const OUTCOMES = new Set(['added', 'renamed', 'skipped']);

const isPlannedPost = (value: unknown): value is PlannedPost =>
  isRecord(value) &&
  ['source', 'title', 'slug', 'status', 'date'].every((key) => typeof value[key] === 'string') &&
  OUTCOMES.has(value.outcome as string) &&
  (value.reason === undefined || typeof value.reason === 'string');

const isImportAnswer = (value: unknown): value is ImportAnswer =>
  isRecord(value) &&
  typeof value.imported === 'boolean' &&
  Array.isArray(value.posts) &&
  value.posts.every(isPlannedPost) &&
  Number.isInteger(value.images) &&
  Array.isArray(value.warnings) &&
  value.warnings.every(
    (warning) => isRecord(warning) && typeof warning.source === 'string' && typeof warning.message === 'string',
  );

/**
 * `POST /api/import` with the file's bytes as they are: with `preview`, what it would do, nothing
 * stored; without, the import, one save of the whole document. Failures are `ApiError`s; a
 * refusal's body says why and where (`{message, source}`).
 */
export function sendImport(
  file: File,
  type: string,
  { preview, signal }: { preview: boolean; signal?: AbortSignal },
): Promise<ImportAnswer> {
  const path = preview ? `${IMPORT_PATH}?preview=1` : IMPORT_PATH;
  const init: RequestInit = {
    method: 'POST',
    // A header carries no character outside Latin-1: the name goes encoded.
    headers: { accept: 'application/json', 'content-type': type, 'x-file-name': encodeURIComponent(file.name) },
    body: file,
  };
  return request(path, init, { timeoutMs: TIMEOUT_MS, signal }, async (response) => {
    if (!response.ok) throw await statusError(path, response);
    const body = isJson(response) ? await readJson(path, response) : undefined;
    if (!isImportAnswer(body)) throw unexpectedJson(path, 'an import answer');
    return body;
  });
}
