import type { FieldError } from '../document/check.js';
import { MESSAGES } from '../document/values.js';

/** One language's text of an item, as the rules read it. */
interface Translation {
  language: string;
}

/** What the rules read of a document: each item's translations, missing as none. */
interface TranslationsOf {
  personalInfo: { translations?: readonly Translation[] };
  skills: readonly { translations?: readonly Translation[] }[];
  projects: readonly { translations?: readonly Translation[] }[];
  blogs: readonly {
    slug?: string;
    translations?: readonly (Translation & { title?: string; slug?: string; body?: string })[];
  }[];
}

/**
 * The rules of translations across fields: an item is translated into a language once, and in each
 * language an address names one post (a translation without its own address has the post's).
 */
export function translationRules(document: TranslationsOf): FieldError[] {
  const items: [string, readonly Translation[]][] = [
    ['personalInfo', document.personalInfo.translations ?? []],
    ...document.skills.map((skill, index) => [`skills.${index}`, skill.translations ?? []] as [string, Translation[]]),
    ...document.projects.map(
      (item, index) => [`projects.${index}`, item.translations ?? []] as [string, Translation[]],
    ),
    ...document.blogs.map((post, index) => [`blogs.${index}`, post.translations ?? []] as [string, Translation[]]),
  ];
  const errors: FieldError[] = items.flatMap(([path, translations]) =>
    translations.flatMap(({ language }, index) =>
      translations.findIndex((other) => other.language === language) < index
        ? [{ path: `${path}.translations.${index}.language`, message: MESSAGES.translatedTwice }]
        : [],
    ),
  );
  const taken = new Set<string>();
  document.blogs.forEach(({ slug: own = '', translations = [] }, post) => {
    translations.forEach(({ language, title = '', slug = '', body = '' }, index) => {
      const address = slug || own;
      if (address === '' && body !== '') {
        errors.push({ path: `blogs.${post}.translations.${index}.slug`, message: MESSAGES.slugNeeded });
      }
      if (title === '' || address === '') return;
      const key = `${language} ${address}`;
      if (taken.has(key))
        errors.push({ path: `blogs.${post}.translations.${index}.slug`, message: MESSAGES.slugTaken });
      taken.add(key);
    });
  });
  return errors;
}
