import { isRecord, join } from './check.js';
import type { Field, InputOf, ValueOf } from './fields.js';

/*
 * A document written before the optional fields existed, or to the first description, lacks
 * them; these say which fields those are and make such a document from a whole one, so that the
 * promise that it still reads (see `optional`) is tested against the description itself.
 */

/** The paths of the optional fields a value has room for, at any depth: `projects.1.image`. */
export function optionalFieldPaths(field: Field, value: unknown, path = ''): string[] {
  if (field.kind === 'list') {
    return Array.isArray(value)
      ? value.flatMap((item, index) => optionalFieldPaths(field.item, item, join(path, index)))
      : [];
  }
  if (field.kind !== 'object') return [];
  return Object.entries(field.fields).flatMap(([key, child]) => [
    ...(child.optional ? [join(path, key)] : []),
    ...optionalFieldPaths(
      child,
      isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined,
      join(path, key),
    ),
  ]);
}

/** A copy of a value with the described fields only, and of those none that is optional, at any depth. */
export const withoutOptionalFields = <F extends Field>(field: F, value: ValueOf<F>): InputOf<F> =>
  leaveOut(field, value) as InputOf<F>;

function leaveOut(field: Field, value: unknown): unknown {
  if (field.kind === 'list') return Array.isArray(value) ? value.map((item) => leaveOut(field.item, item)) : value;
  if (field.kind !== 'object' || !isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(field.fields)
      .filter(([key, child]) => !child.optional && Object.hasOwn(value, key))
      .map(([key, child]) => [key, leaveOut(child, value[key])]),
  );
}
