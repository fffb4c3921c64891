/**
 * The building blocks of a document description: each field says what it holds and its bounds,
 * and everything else (the TypeScript type, the API's and the browser's checks, the field paths,
 * the editor's limits) is read off the description.
 */
import type { MediaKind } from '../media.js';

/** Whether a document may leave the field out: see `optional`. */
interface Presence {
  readonly optional?: true;
}

/** Text on one line, or on several when `lines` is set; `blank: false` refuses empty text. */
export interface TextField extends Presence {
  readonly kind: 'text';
  readonly max: number;
  readonly blank: boolean;
  readonly lines: boolean;
}

/** An absolute http(s) address, or empty to leave the link out. */
export interface UrlField extends Presence {
  readonly kind: 'url';
  readonly max: number;
}

export interface EmailField extends Presence {
  readonly kind: 'email';
  readonly max: number;
}

/** A calendar date written `YYYY-MM-DD`. */
export interface DateField extends Presence {
  readonly kind: 'date';
}

/** A file uploaded to this site, by its address (see media.ts), or empty for none. */
export interface MediaField extends Presence {
  readonly kind: 'media';
  readonly accepts: MediaKind;
}

/**
 * A post's address on the site: lowercase letters and digits in words joined by single hyphens, or
 * empty unless `blank: false`.
 */
export interface SlugField extends Presence {
  readonly kind: 'slug';
  readonly max: number;
  readonly blank: boolean;
}

/** A path on a site the post was imported from (`/2019/05/hello/`), which moves to its page here. */
export interface FormerPathField extends Presence {
  readonly kind: 'formerPath';
  readonly max: number;
}

/** A moment in UTC written `YYYY-MM-DDTHH:MM:SSZ`, or empty. */
export interface InstantField extends Presence {
  readonly kind: 'instant';
}

/** A post's Markdown body stored on this site, by its id (see post-body.ts), or empty for none. */
export interface PostBodyField extends Presence {
  readonly kind: 'postBody';
}

/** A language the site is written in, as its BCP 47 tag (`fr`, `pt-BR`): see languages/language-tags.ts. */
export interface LanguageField extends Presence {
  readonly kind: 'language';
}

/** Yes or no, written `true` or `false`: missing reads as `false`. */
export interface FlagField extends Presence {
  readonly kind: 'flag';
}

export interface ChoiceOption<Value extends string = string> {
  readonly value: Value;
  /** What the editor shows, and what a message about the field names. */
  readonly label: string;
}

/** One of a few values. Missing or empty reads as the first option, which is therefore the default. */
export interface ChoiceField<Value extends string = string> extends Presence {
  readonly kind: 'choice';
  readonly options: readonly [ChoiceOption<Value>, ...ChoiceOption<Value>[]];
}

export type ValueField =
  | TextField
  | UrlField
  | EmailField
  | DateField
  | MediaField
  | SlugField
  | FormerPathField
  | InstantField
  | PostBodyField
  | LanguageField
  | FlagField
  | ChoiceField;

export interface ListField<Item extends Field = Field> extends Presence {
  readonly kind: 'list';
  readonly max: number;
  readonly item: Item;
}

export interface ObjectField<Fields extends Record<string, Field> = Record<string, Field>> extends Presence {
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
export const slug = (max: number, { blank = true } = {}): SlugField => ({ kind: 'slug', max, blank });
export const formerPath = (max: number): FormerPathField => ({ kind: 'formerPath', max });
export const instant = (): InstantField => ({ kind: 'instant' });
export const postBody = (): PostBodyField => ({ kind: 'postBody' });
export const language = (): LanguageField => ({ kind: 'language' });
export const flag = (): FlagField => ({ kind: 'flag' });
export const choice = <const Value extends string>(
  options: readonly [ChoiceOption<Value>, ...ChoiceOption<Value>[]],
): ChoiceField<Value> => ({ kind: 'choice', options });
export const list = <Item extends Field>(max: number, item: Item): ListField<Item> => ({ kind: 'list', max, item });
export const object = <Fields extends Record<string, Field>>(fields: Fields): ObjectField<Fields> => ({
  kind: 'object',
  fields,
});

/**
 * A field added after the document was first described. A document without it (one stored, kept
 * as a draft or exported before it existed, or written to the first description) is still a
 * document, and reads it as the field's empty value: adding such a field needs no migration.
 * Missing means the key is absent (or `undefined`, which JSON cannot carry): `null` is refused as
 * for any other field, so that a document has one way to say "none", the empty value.
 */
export const optional = <F extends Field>(field: F): Optional<F> => ({ ...field, optional: true });

/** A field marked `optional`. */
export type Optional<F extends Field = Field> = F & { readonly optional: true };

/** The value a field of values holds, as a TypeScript type: its choices, true or false, or text. */
type LeafOf<F extends Field> = F extends ChoiceField<infer Value> ? Value : F extends FlagField ? boolean : string;

/** The value a field holds, as a TypeScript type: every field there, as reading a document gives it. */
export type ValueOf<F extends Field> =
  F extends ObjectField<infer Fields>
    ? { [Key in keyof Fields]: ValueOf<Fields[Key]> }
    : F extends ListField<infer Item>
      ? ValueOf<Item>[]
      : LeafOf<F>;

/** The value a field may be written as: what `ValueOf` holds, its optional fields possibly missing. */
export type InputOf<F extends Field> =
  F extends ObjectField<infer Fields>
    ? OneObject<
        { [Key in keyof Fields as Fields[Key] extends Optional ? never : Key]: InputOf<Fields[Key]> } & {
          [Key in keyof Fields as Fields[Key] extends Optional ? Key : never]?: InputOf<Fields[Key]>;
        }
      >
    : F extends ListField<infer Item>
      ? InputOf<Item>[]
      : LeafOf<F>;

/** The two halves above as one object type, as editors and error messages show it. */
type OneObject<T> = { [Key in keyof T]: T[Key] };
