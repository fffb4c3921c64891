import {
  EXPORT_ROUTE,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_ROUTE,
  IMPORT_TYPES,
  isRecord,
  type ImportAnswer,
  type PlacedPost,
} from '@portfolio/contract';
import { isJson, readJson, statusError, unexpectedJson } from '@/lib/api-client';
import { request } from '@/lib/api-request';

export { IMPORT_MAX_BYTES, type ImportAnswer, type PlacedPost } from '@portfolio/contract';

/** The whole site as a .zip (the document, each post as Markdown, every upload), which imports back. */
export const EXPORT_PATH = EXPORT_ROUTE;

/** The largest file on a slow line takes minutes to send, and the server reads it all before answering. */
const TIMEOUT_MS = 5 * 60_000;

/** The type each kind of export is sent as, by its name's extension: the API reads the file by it. */
const TYPES: Record<string, string> = {
  json: IMPORT_TYPES.ghost[0],
  xml: IMPORT_TYPES.wordpress[0],
  zip: IMPORT_TYPES.archive[0],
};

/** The type a file is sent as; undefined for a file no reader takes. */
export const importTypeOf = (name: string): string | undefined =>
  TYPES[/\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''];

const OUTCOMES = new Set(['added', 'renamed', 'skipped']);

const isPlacedPost = (value: unknown): value is PlacedPost =>
  isRecord(value) &&
  ['source', 'title', 'slug', 'status', 'date'].every((key) => typeof value[key] === 'string') &&
  OUTCOMES.has(value.outcome as string) &&
  (value.reason === undefined || typeof value.reason === 'string');

const isImportAnswer = (value: unknown): value is ImportAnswer =>
  isRecord(value) &&
  typeof value.imported === 'boolean' &&
  Array.isArray(value.posts) &&
  value.posts.every(isPlacedPost) &&
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
  const path = preview ? `${IMPORT_ROUTE}?preview=1` : IMPORT_ROUTE;
  const init: RequestInit = {
    method: 'POST',
    // A header carries no character outside Latin-1: the name goes encoded.
    headers: {
      accept: 'application/json',
      'content-type': type,
      [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(file.name),
    },
    body: file,
  };
  return request(path, init, { timeoutMs: TIMEOUT_MS, signal }, async (response) => {
    if (!response.ok) throw await statusError(path, response);
    const body = isJson(response) ? await readJson(path, response) : undefined;
    if (!isImportAnswer(body)) throw unexpectedJson(path, 'an import answer');
    return body;
  });
}
