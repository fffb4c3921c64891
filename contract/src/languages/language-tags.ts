/**
 * A language the site is written in, as a BCP 47 tag of a language and, where it matters, its
 * script and region (`en`, `fr`, `pt-BR`, `zh-Hant-TW`, `es-419`), written as the standard writes
 * it: the tag is part of the pages' addresses (`/pt-BR/`), so one language has one spelling. The
 * pattern alone, which the API's paths take a tag's shape from.
 */
export const LANGUAGE_TAG_PATTERN = '[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\\d{3}))?';
const LANGUAGE_TAG = new RegExp(`^${LANGUAGE_TAG_PATTERN}$`);

/** The site's language when the owner has chosen none. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Whether a value is a language tag as the site takes them: well formed, in its canonical form
 * (`pt-BR`, not `pt-br`; `he`, not the retired `iw`), and naming a language (`und` does not).
 */
export function isLanguageTag(value: string): boolean {
  if (!LANGUAGE_TAG.test(value) || value === 'und') return false;
  try {
    return Intl.getCanonicalLocales(value)[0] === value;
  } catch {
    return false;
  }
}

/** Scripts written right to left, by their ISO 15924 code. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa']);
/** Languages written right to left in the script they are written in when the tag names none. */
const RIGHT_TO_LEFT_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

/** Which way a language's text runs: its script's way, or its usual script's. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const [language = '', script] = tag.split('-');
  const rightToLeft =
    script && /^[A-Z][a-z]{3}$/.test(script)
      ? RIGHT_TO_LEFT_SCRIPTS.has(script)
      : RIGHT_TO_LEFT_LANGUAGES.has(language);
  return rightToLeft ? 'rtl' : 'ltr';
}

/** The language a tag names, without its script or region: whose built-in words it reads. */
export const baseLanguage = (tag: string): string => tag.split('-')[0]!;

/** A language's name as it names itself (`français`, `العربية`, `português (Brasil)`): what the switcher shows. */
export function languageName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
