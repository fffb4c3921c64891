/**
 * The building blocks of a document description: each field says what it holds and its bounds,
 * and everything else (the TypeScript type, the API's and the browser's checks, the field paths,
 * the editor's limits) is read off the description.
 */
import type { MediaKind } from '../media.js';

/** Text on one line, or on several when `lines` is set; `blank: false` refuses empty text. */
export interface TextField {
  readonly kind: 'text';
  readonly max: number;
  readonly blank: boolean;
  readonly lines: boolean;
}

/** An absolute http(s) address, or empty to leave the link out. */
export interface UrlField {
  readonly kind: 'url';
  readonly max: number;
}

export interface EmailField {
  readonly kind: 'email';
  readonly max: number;
}

/** A calendar date written `YYYY-MM-DD`. */
export interface DateField {
  readonly kind: 'date';
}

/** A file uploaded to this site, by its address (see media.ts), or empty for none. */
export interface MediaField {
  readonly kind: 'media';
  readonly accepts: MediaKind;
}

export type ValueField = TextField | UrlField | EmailField | DateField | MediaField;

export interface ListField<Item extends Field = Field> {
  readonly kind: 'list';
  readonly max: number;
  readonly item: Item;
}

export interface ObjectField<Fields extends Record<string, Field> = Record<string, Field>> {
  readonly kind: 'object';
  readonly fields: Fields;
}

export type Field = ValueField | ListField | ObjectField;

export const text = (max: number, { blank = true, lines = false } = {}): TextField => ({
  kind: 'text',
  max,
  blank,
  lines,
});
export const url = (max: number): UrlField => ({ kind: 'url', max });
export const email = (max: number): EmailField => ({ kind: 'email', max });
export const date = (): DateField => ({ kind: 'date' });
export const media = (accepts: MediaKind): MediaField => ({ kind: 'media', accepts });
export const list = <Item extends Field>(max: number, item: Item): ListField<Item> => ({ kind: 'list', max, item });
export const object = <Fields extends Record<string, Field>>(fields: Fields): ObjectField<Fields> => ({
  kind: 'object',
  fields,
});

/** The value a field holds, as a TypeScript type. */
export type ValueOf<F extends Field> =
  F extends ObjectField<infer Fields>
    ? { [Key in keyof Fields]: ValueOf<Fields[Key]> }
    : F extends ListField<infer Item>
      ? ValueOf<Item>[]
      : string;
