import { ISLAND_ENGLISH } from './island-english.js';
import { SEARCH_ENGLISH } from './search-english.js';
import type { SiteLocale } from './english.js';

/** The words the page's scripts say, which they carry in English. */
const SCRIPT_ENGLISH = { ...ISLAND_ENGLISH, ...SEARCH_ENGLISH };

/** The words an island says, of a page's locale. */
export type IslandWords = Partial<Record<keyof typeof SCRIPT_ENGLISH, string>>;

/**
 * What an island's element carries of its words (`data-words`): those of `keys` that are not the
 * English its script already has, as JSON, or nothing when all are, so an English page's HTML is
 * as it always was.
 */
export function islandWords(locale: SiteLocale, keys: readonly (keyof typeof SCRIPT_ENGLISH)[]): string | undefined {
  const own = Object.fromEntries(
    keys.filter((key) => locale.words[key] !== SCRIPT_ENGLISH[key]).map((key) => [key, locale.words[key]]),
  );
  return Object.keys(own).length > 0 ? JSON.stringify(own) : undefined;
}
