import type { MediaKind } from '../media.js';
import { fieldAt, fieldPaths, isRecord } from './check.js';
import type { ObjectField } from './fields.js';

export interface MediaReference {
  /** The field that refers to it, e.g. `projects.1.image`. */
  path: string;
  url: string;
  accepts: MediaKind;
}

/** The uploads a document refers to: every media field that is not empty, by its path. */
export function mediaReferences(description: ObjectField, document: unknown): MediaReference[] {
  return fieldPaths(description, document).flatMap((path) => {
    const field = fieldAt(description, path);
    const url = valueAt(document, path);
    return field?.kind === 'media' && typeof url === 'string' && url !== ''
      ? [{ path, url, accepts: field.accepts }]
      : [];
  });
}

function valueAt(document: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}
