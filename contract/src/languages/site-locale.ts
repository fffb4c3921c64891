import { ARABIC } from './catalogs/arabic.js';
import { FRENCH } from './catalogs/french.js';
import { GERMAN } from './catalogs/german.js';
import { JAPANESE } from './catalogs/japanese.js';
import { PORTUGUESE } from './catalogs/portuguese.js';
import { SPANISH } from './catalogs/spanish.js';
import { ENGLISH, type SiteLocale, type SiteWords, type WordKey } from './english.js';
import { baseLanguage, DEFAULT_LANGUAGE, textDirection } from './language-tags.js';

/*
 * The catalogs are a module of their own (`@portfolio/contract/languages`): the server renders
 * with them, and the browser loads them only where a page or the admin asks for a language's
 * words, so the admin's sign-in screen carries none.
 */

/** The built-in catalogs, by the language they are in; any other language reads English until the owner words it. */
const CATALOGS: Readonly<Record<string, SiteWords>> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  pt: PORTUGUESE,
  ja: JAPANESE,
  ar: ARABIC,
};

/** The languages whose words are built in. */
export const BUILT_IN_LANGUAGES = Object.keys(CATALOGS);

/** What a locale is made from: the site's languages and the owner's own words. */
export interface LanguageSettings {
  languages: readonly string[];
  words: readonly { language: string; word: string; text: string }[];
}

/** The site's primary language: the first the owner chose, or English. */
export const primaryLanguage = ({ languages }: Pick<LanguageSettings, 'languages'>): string =>
  languages[0] ?? DEFAULT_LANGUAGE;

/**
 * The locale of a page in `tag` (the primary language unless given): the built-in words of its
 * language (English where there are none), then the owner's own for that exact tag.
 */
export function siteLocale(settings: LanguageSettings, tag = primaryLanguage(settings)): SiteLocale {
  const words: SiteWords = { ...(CATALOGS[baseLanguage(tag)] ?? ENGLISH) };
  for (const { language, word, text } of settings.words) {
    if (language === tag && Object.hasOwn(words, word)) words[word as WordKey] = text;
  }
  return { tag, dir: textDirection(tag), words };
}
