import type { FieldError } from '../document/check.js';
import type { ChoiceOption } from '../document/fields.js';
import { MESSAGES } from '../document/values.js';
import { ENGLISH, type WordKey } from './english.js';

/** The fixed words an owner may word their own way, by key, each labelled with its English. */
export const WORD_CHOICES = Object.entries(ENGLISH).map(([value, label]) => ({
  value: value as WordKey,
  label,
})) as unknown as readonly [ChoiceOption<WordKey>, ...ChoiceOption<WordKey>[]];

/** What the rules read of a document: its languages and the owner's words. Missing reads as none. */
interface LanguagesOf {
  languages?: readonly string[];
  words?: readonly { language: string; word: string }[];
}

/**
 * The rules of languages across fields: a language is listed once, and a word is worded once per
 * language. A word may be kept for a language the site no longer lists: it is not shown, and is
 * there again if the language comes back.
 */
export function languageRules({ languages = [], words = [] }: LanguagesOf): FieldError[] {
  const errors: FieldError[] = [];
  languages.forEach((tag, index) => {
    if (languages.indexOf(tag) < index) errors.push({ path: `languages.${index}`, message: MESSAGES.languageTwice });
  });
  const worded = new Set<string>();
  words.forEach(({ language, word }, index) => {
    const key = `${language} ${word}`;
    if (worded.has(key)) errors.push({ path: `words.${index}.word`, message: MESSAGES.wordTwice });
    worded.add(key);
  });
  return errors;
}
