import { emptyValue, PORTFOLIO, siteLanguages, translationOf, type Portfolio } from '@portfolio/contract';

/** The sections whose items the owner translates, each item with its `translations`. */
export type TranslatedSection = 'personalInfo' | 'skills' | 'projects' | 'blogs';

const { personalInfo, skills, projects, blogs } = PORTFOLIO.fields;

/** One language's entry of each section's items, as the document describes it. */
const ENTRIES = {
  personalInfo: personalInfo.fields.translations.item,
  skills: skills.item.fields.translations.item,
  projects: projects.item.fields.translations.item,
  blogs: blogs.item.fields.translations.item,
};

/** An item of a translated section, as far as its translations go. */
export interface Translatable {
  translations: { language: string }[];
}

type EntryOf<Item extends Translatable> = Item['translations'][number];

/** The fields an item's entry translates (`title`, `tags`): every field of it but its language. */
export type TranslatedKey<Item extends Translatable> = Exclude<keyof EntryOf<Item>, 'language'> & string;

/** Whether a field holds something: text that is not only spaces, or a list with items. */
export const isFilled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** Where an item's entry for `tag` is in its translations: its own place, or the end, where a first text makes it. */
export function entryIndex(item: Translatable, tag: string): number {
  const index = item.translations.findIndex((entry) => entry.language === tag);
  return index === -1 ? item.translations.length : index;
}

/**
 * The item with its text in `tag` changed: its entry is made on the first text typed, and taken
 * out once every field of it is empty again, so that nothing empty is stored. The entries of its
 * other languages (those the site no longer lists among them) stay as they are.
 */
export function withTranslation<Item extends Translatable>(
  item: Item,
  section: TranslatedSection,
  tag: string,
  patch: Partial<EntryOf<Item>>,
): Item {
  const index = item.translations.findIndex((entry) => entry.language === tag);
  const before =
    index === -1 ? { ...(emptyValue(ENTRIES[section]) as object), language: tag } : item.translations[index];
  const entry = { ...before, ...patch } as EntryOf<Item>;
  const empty = Object.entries(entry).every(([key, value]) => key === 'language' || !isFilled(value));
  const translations = empty
    ? item.translations.filter((_, at) => at !== index)
    : index === -1
      ? [...item.translations, entry]
      : item.translations.map((other, at) => (at === index ? entry : other));
  return { ...item, translations };
}

// `projects.2.translations.0.title` → the item's path and the entry's place.
const TRANSLATION_PATH = /^(personalInfo|(?:skills|projects|blogs)\.\d+)\.translations\.(\d+)(\.|$)/;
const TRANSLATED_ITEM = /^(personalInfo|skills|projects|blogs)(\.|$)/;

/**
 * The language in which the editor shows a field: a translation's own language, the primary one
 * for every other field of a translated item; none for the site's settings (its appearance, its
 * languages, its words), which every language shows.
 */
export function languageOfField(document: Portfolio, path: string): string | undefined {
  const translation = TRANSLATION_PATH.exec(path);
  if (translation) {
    const [, itemPath, index] = translation;
    const item = itemPath!
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], document);
    return (item as Translatable | undefined)?.translations[Number(index)]?.language;
  }
  return TRANSLATED_ITEM.test(path) ? siteLanguages(document)[0] : undefined;
}

/** What a translated text's field is given: its path, its text in the language edited and the primary's, its change and its error. */
export interface TranslatedText {
  path: string;
  value: string;
  primary: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * One text of an item in `tag`: its field at the path of the item's entry for the language (where
 * the entry would be made, while it has none), so that an error the API names there shows on it.
 */
export function translatedText<Item extends Translatable>({
  item,
  path,
  section,
  tag,
  key,
  onChange,
  errors,
}: {
  item: Item;
  /** The item's path in the document: `projects.2`. */
  path: string;
  section: TranslatedSection;
  tag: string;
  key: TranslatedKey<Item>;
  onChange: (item: Item) => void;
  errors: Record<string, string>;
}): TranslatedText {
  const at = `${path}.translations.${entryIndex(item, tag)}.${key}`;
  const entry = translationOf(item, tag) as Record<string, unknown> | undefined;
  return {
    path: at,
    value: typeof entry?.[key] === 'string' ? entry[key] : '',
    primary: String((item as Record<string, unknown>)[key] ?? ''),
    onChange: (value) => onChange(withTranslation(item, section, tag, { [key]: value } as Partial<EntryOf<Item>>)),
    error: errors[at],
  };
}
