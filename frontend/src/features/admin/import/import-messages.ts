import { isRecord } from '@portfolio/contract';
import { ApiError } from '@/lib/api-client';
import { IMPORT_MAX_BYTES, importTypeOf, type ImportAnswer } from '../api/import-api';

const counted = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;
const withOutcome = (answer: ImportAnswer, outcome: string) =>
  answer.posts.filter((post) => post.outcome === outcome).length;

/** The posts an import stores: those added as they were, and those given a new address. */
export const postsToImport = (answer: ImportAnswer) => answer.posts.filter((post) => post.outcome !== 'skipped').length;

/** A preview in one line, `12 posts to add, 1 renamed, 2 skipped, 3 images`, leaving out what there is none of. */
export function summaryOf(answer: ImportAnswer): string {
  const renamed = withOutcome(answer, 'renamed');
  const skipped = withOutcome(answer, 'skipped');
  return [
    `${counted(withOutcome(answer, 'added'), 'post')} to add`,
    renamed > 0 && `${renamed} renamed`,
    skipped > 0 && `${skipped} skipped`,
    answer.images > 0 && counted(answer.images, 'image'),
  ]
    .filter(Boolean)
    .join(', ');
}

export const doneMessage = (answer: ImportAnswer) =>
  `Imported ${counted(postsToImport(answer), 'post')}. Undo it from History.`;

/** Why the import failed, and where in the file when the API says. */
export interface ImportProblem {
  message: string;
  source?: string;
}

/** Why a file is not sent at all: no reader takes its kind, or it is past the API's limit. */
export function refusalOf(file: File): ImportProblem | undefined {
  if (!importTypeOf(file.name)) {
    return { message: `${file.name} is not an export the import reads. Choose a .json, .xml or .zip file.` };
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return { message: `${file.name} is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the most an import takes.` };
  }
  return undefined;
}

/**
 * A failed preview or import in words the owner can act on: the API's own reason for a refusal
 * (a malformed file, a post breaking the rules, a file too large). An import that did not answer
 * may have happened all the same, and says so. What is not an `ApiError` is a bug, thrown on.
 */
export function problemOf(error: unknown, importing: boolean): ImportProblem {
  if (!(error instanceof ApiError)) throw error;
  if (importing && (error.reason === 'timeout' || error.reason === 'not-json')) {
    return {
      message:
        'The server did not say how the import went, and may have done it: look at the posts, or History, before trying again.',
    };
  }
  if (error.reason !== 'status') return { message: 'The server did not answer. Try again in a moment.' };
  if (error.status === 401) return { message: 'Your session has ended. Sign in again, then try again.' };
  const body = error.body;
  if (isRecord(body) && typeof body.message === 'string') {
    return typeof body.source === 'string' ? { message: body.message, source: body.source } : { message: body.message };
  }
  return { message: `The server could not read the file (it answered ${error.status}). Try again in a moment.` };
}
