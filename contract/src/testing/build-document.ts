import { isRecord, join } from '../document/check.js';
import type { Field, ListField, ObjectField, ValueField } from '../document/fields.js';

/** How a generated document fills its fields: a value for each field of values, a length for each list. */
export interface Filling {
  value: (field: ValueField, key: string) => string | boolean;
  length: (field: ListField, key: string) => number;
}

/**
 * A document read off a description, every field there: tests make theirs this way, so that a
 * field added to the description is in every test document without editing one.
 */
export function buildDocument(description: ObjectField, filling: Filling): unknown {
  return build(description, '', filling);
}

function build(field: Field, key: string, filling: Filling): unknown {
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(
        Object.entries(field.fields).map(([name, child]) => [name, build(child, join(key, name), filling)]),
      );
    case 'list':
      return Array.from({ length: filling.length(field, key) }, () => build(field.item, key, filling));
    default:
      return filling.value(field, key);
  }
}

/** The values of every field of one kind in a document, in the description's order: its texts, say. */
export function valuesOf(field: Field, value: unknown, kind: ValueField['kind']): string[] {
  switch (field.kind) {
    case 'object':
      return isRecord(value)
        ? Object.entries(field.fields).flatMap(([key, child]) => valuesOf(child, value[key], kind))
        : [];
    case 'list':
      return Array.isArray(value) ? value.flatMap((item) => valuesOf(field.item, item, kind)) : [];
    default:
      return field.kind === kind && typeof value === 'string' ? [value] : [];
  }
}
