import type { Field, ListField, ObjectField, ValueField } from './fields.js';
import { MESSAGES, valueListProblem, valueProblem } from './values.js';

export interface FieldError {
  /** Where the problem is, e.g. `projects.1.live`; empty for the document itself. */
  path: string;
  message: string;
}

type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const holdsValues = (field: ListField): field is ListField<ValueField> =>
  field.item.kind !== 'list' && field.item.kind !== 'object';

/** An optional field a document does not have (see `optional`): `pick` gives its empty value. */
const isLeftOut = (field: Field, value: unknown) => field.optional === true && value === undefined;

/**
 * Every problem of a value against its description, one per field, each named by its path. An
 * object's unknown keys are problems too: nothing is stored that the description does not name.
 */
export function checkDocument(field: ObjectField, value: unknown): FieldError[] {
  const errors: FieldError[] = [];
  if (isRecord(value)) checkFields(field, value, '', errors);
  else errors.push({ path: '', message: MESSAGES.object });
  return errors;
}

function checkFields(field: ObjectField, value: Fields, path: string, errors: FieldError[]): void {
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(field.fields, key)) errors.push({ path: join(path, key), message: MESSAGES.unknown });
  }
  for (const [key, child] of Object.entries(field.fields)) check(child, value[key], join(path, key), errors);
}

function check(field: Field, value: unknown, path: string, errors: FieldError[]): void {
  if (isLeftOut(field, value)) return;
  const message = problemOf(field, value);
  if (message) errors.push({ path, message });
  else if (field.kind === 'object') checkFields(field, value as Fields, path, errors);
  else if (field.kind === 'list' && field.item.kind === 'object') {
    const item = field.item;
    (value as unknown[]).forEach((entry, index) => {
      // Anything but an object in a list of objects is named by its index.
      if (isRecord(entry)) checkFields(item, entry, join(path, index), errors);
      else errors.push({ path: join(path, index), message: MESSAGES.object });
    });
  }
}

/** What is wrong with a field's value itself, before its own fields or items are looked at. */
function problemOf(field: Field, value: unknown): string | undefined {
  if (field.kind === 'list' && holdsValues(field)) return valueListProblem(field, value);
  if (field.kind !== 'list' && field.kind !== 'object') return valueProblem(field, value);
  if (value === undefined || value === null) return MESSAGES.required;
  if (field.kind === 'object') return isRecord(value) ? undefined : MESSAGES.object;
  if (!Array.isArray(value)) return MESSAGES.list;
  return value.length > field.max ? MESSAGES.tooMany(field.max) : undefined;
}

/**
 * Whether a value has the description's shape (every field there, of its type, but optional ones
 * may be missing), so that `pick` reads it without losing anything. Bounds and formats are not
 * checked: a document stored under older rules still shows. Unknown keys are ignored; `pick` drops them.
 */
export function hasShape(field: Field, value: unknown): boolean {
  if (isLeftOut(field, value)) return true;
  switch (field.kind) {
    case 'object':
      return isRecord(value) && Object.entries(field.fields).every(([key, child]) => hasShape(child, value[key]));
    case 'list':
      return Array.isArray(value) && value.every((item) => hasShape(field.item, item));
    case 'flag':
      return typeof value === 'boolean';
    default:
      return typeof value === 'string';
  }
}

/**
 * A copy with exactly the description's fields, in its order. What a client added is dropped, a
 * missing field (an optional one, say) reads as empty, and a value of the wrong type (in a document
 * edited by hand in the database, say) is left out of its list or read as empty text, so that
 * whatever is stored can be read and shown.
 */
export function pick(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'object': {
      const fields = isRecord(value) ? value : {};
      return Object.fromEntries(
        Object.entries(field.fields).map(([key, child]) => [
          key,
          pick(child, Object.hasOwn(fields, key) ? fields[key] : undefined),
        ]),
      );
    }
    case 'list':
      return Array.isArray(value)
        ? value.filter((item) => isOfKind(field.item, item)).map((item) => pick(field.item, item))
        : [];
    case 'choice':
      // Missing, as in a document written before the field, reads as the first option; so does a
      // value that is none of them, which only an edit behind the API's back can store.
      return field.options.find((option) => option.value === value)?.value ?? field.options[0].value;
    case 'flag':
      return value === true;
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A field's empty value: no text, no items, an object of empty fields, a choice's first option, `false`. */
export const emptyValue = (field: Field): unknown => pick(field, undefined);

function isOfKind(field: Field, value: unknown): boolean {
  if (field.kind === 'object') return isRecord(value);
  if (field.kind === 'list') return Array.isArray(value);
  if (field.kind === 'flag') return typeof value === 'boolean';
  return typeof value === 'string';
}

/**
 * The paths of a document's fields that hold values, in the description's order (which is the
 * editor's): `projects.1.live`. A list of values, such as a project's technologies, is one field.
 */
export function fieldPaths(field: Field, value: unknown, path = ''): string[] {
  if (field.kind === 'object') {
    return Object.entries(field.fields).flatMap(([key, child]) =>
      fieldPaths(child, isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined, join(path, key)),
    );
  }
  if (field.kind === 'list' && field.item.kind === 'object') {
    const item = field.item;
    return Array.isArray(value) ? value.flatMap((entry, index) => fieldPaths(item, entry, join(path, index))) : [];
  }
  return [path];
}

/** The field at a dotted path (`projects.1.live`, or `projects.live` for any project), if any. */
export function fieldAt(description: Field, path: string): Field | undefined {
  let field: Field | undefined = description;
  for (const key of path.split('.')) {
    if (field?.kind === 'list') field = /^\d+$/.test(key) ? field.item : fieldAt(field.item, key);
    else if (field?.kind === 'object') field = Object.hasOwn(field.fields, key) ? field.fields[key] : undefined;
    else return undefined;
  }
  return field;
}
