import type { MediaKind } from '../media.js';
import { fieldAt, fieldPaths, isRecord } from './check.js';
import type { ObjectField, ValueField } from './fields.js';

/*
 * What a document refers to that is stored beside it: the owner's uploads and the posts' bodies.
 * A save checks that each is stored, and the clean-ups keep what any stored document refers to.
 */

export interface MediaReference {
  /** The field that refers to it, e.g. `projects.1.image`. */
  path: string;
  url: string;
  accepts: MediaKind;
}

export interface PostBodyReference {
  /** The field that refers to it, e.g. `blogs.3.body`. */
  path: string;
  id: string;
}

/** The uploads a document refers to: every media field that is not empty, by its path. */
export const mediaReferences = (description: ObjectField, document: unknown): MediaReference[] =>
  filled(description, document).flatMap(({ path, field, value }) =>
    field.kind === 'media' ? [{ path, url: value, accepts: field.accepts }] : [],
  );

/** The post bodies a document refers to: every post body field that is not empty, by its path. */
export const postBodyReferences = (description: ObjectField, document: unknown): PostBodyReference[] =>
  filled(description, document).flatMap(({ path, field, value }) =>
    field.kind === 'postBody' ? [{ path, id: value }] : [],
  );

/** Every field of values holding text that is not empty, with its path and description. */
function filled(description: ObjectField, document: unknown): { path: string; field: ValueField; value: string }[] {
  return fieldPaths(description, document).flatMap((path) => {
    const field = fieldAt(description, path);
    const value = valueAt(document, path);
    return field && field.kind !== 'list' && field.kind !== 'object' && typeof value === 'string' && value !== ''
      ? [{ path, field, value }]
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
