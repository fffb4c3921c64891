import type { MediaKind } from '../media.js';
import { isRecord, join } from './check.js';
import type { Field, ObjectField, ValueField } from './fields.js';

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

/**
 * Every field of values holding text that is not empty, with its path and description, in the
 * description's order: one walk of the description and the document together, as the clean-ups
 * read every post and every kept version of one.
 */
function filled(
  field: Field,
  value: unknown,
  path = '',
  found: { path: string; field: ValueField; value: string }[] = [],
): { path: string; field: ValueField; value: string }[] {
  if (field.kind === 'object') {
    if (!isRecord(value)) return found;
    for (const [key, child] of Object.entries(field.fields)) {
      if (Object.hasOwn(value, key)) filled(child, value[key], join(path, key), found);
    }
  } else if (field.kind === 'list') {
    if (field.item.kind === 'object' && Array.isArray(value)) {
      value.forEach((entry, index) => filled(field.item, entry, join(path, index), found));
    }
  } else if (typeof value === 'string' && value !== '') {
    found.push({ path, field, value });
  }
  return found;
}
