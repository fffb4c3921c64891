import type { Blog, PersonalInfo, Portfolio, Project, Skill } from '../document/portfolio.js';
import { DEFAULT_LANGUAGE } from './language-tags.js';

/*
 * The site in each of its languages. An item's own text is in the primary language; its
 * `translations` hold its text in the others, a field at a time: a field not translated (missing
 * or empty) shows the primary's. A post is written in a language once its translation there has a
 * title: only then has it a page in that language, and a place in that language's blog.
 */

/** One language's text of an item: the fields it translates, each possibly missing. */
interface Translation {
  language: string;
}

interface Translated {
  translations: readonly Translation[];
}

/** The site's languages, its primary first: the owner's, or English alone. */
export const siteLanguages = ({ languages }: Pick<Portfolio, 'languages'>): readonly string[] =>
  languages.length > 0 ? languages : [DEFAULT_LANGUAGE];

/** Where a language's pages are: the primary's at the site's root, each other's under `/{tag}`. */
export const languagePrefix = (document: Pick<Portfolio, 'languages'>, tag: string): string =>
  tag === siteLanguages(document)[0] ? '' : `/${tag}`;

/** An item's translation into `tag`, if it has one. */
export const translationOf = <Item extends Translated>(
  item: Item,
  tag: string,
): Item['translations'][number] | undefined => item.translations.find((translation) => translation.language === tag);

const isFilled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '');

/**
 * Items in a language, by the item and then the tag: the same item gives the same object at each
 * pass over the document, so what the server remembers by an item (a page's digest) holds.
 */
const translatedItems = new WeakMap<object, Map<string, object>>();

/** An item in `tag`: each field its translation fills, the item's own elsewhere; the item itself where none does. */
function translated<Item extends Translated>(item: Item, tag: string): Item {
  const translation = translationOf(item, tag);
  if (!translation) return item;
  let byTag = translatedItems.get(item);
  if (!byTag) translatedItems.set(item, (byTag = new Map()));
  let own = byTag.get(tag) as Item | undefined;
  if (!own) {
    own = { ...item };
    for (const [key, value] of Object.entries(translation)) {
      if (key !== 'language' && isFilled(value)) Object.assign(own, { [key]: value });
    }
    byTag.set(tag, own);
  }
  return own;
}

/** Whether a post is written in `tag`: the primary language always, another once its translation has a title. */
export const isWrittenIn = (post: Blog, tag: string, primary: string): boolean =>
  tag === primary || (translationOf(post, tag)?.title ?? '') !== '';

/**
 * The document as a page in `tag` shows it: every item's text in that language where it is
 * translated, and only the posts written in it; the primary language's is the document itself.
 * The site's languages and words stay, so that a page knows its switcher and its fixed words.
 */
export function inLanguage(document: Portfolio, tag: string): Portfolio {
  const primary = siteLanguages(document)[0]!;
  if (tag === primary) return document;
  return {
    ...document,
    personalInfo: translated(document.personalInfo, tag),
    skills: document.skills.map((skill) => translated(skill, tag)),
    projects: document.projects.map((project) => translated(project, tag)),
    // A former address was the primary language's: a translation answers at its own only.
    blogs: document.blogs.filter((post) => isWrittenIn(post, tag, primary)).map((post) => translated(post, tag)),
  };
}

type Untranslated<Item> = Omit<Item, 'translations'>;

/** What a page in one language shows of the document: its content, without the languages, words and translations. */
export interface PageContent extends Omit<
  Portfolio,
  'languages' | 'words' | 'personalInfo' | 'skills' | 'projects' | 'blogs'
> {
  personalInfo: Untranslated<PersonalInfo>;
  skills: Untranslated<Skill>[];
  projects: Untranslated<Project>[];
  blogs: Untranslated<Blog>[];
}

const untranslated = <Item extends Translated>({ translations: _translations, ...item }: Item) => item;

/** The content of a document in one language (see `inLanguage`): what a page carries of its data. */
export function pageContent({ languages: _languages, words: _words, ...document }: Portfolio): PageContent {
  return {
    ...document,
    personalInfo: untranslated(document.personalInfo),
    skills: document.skills.map(untranslated),
    projects: document.projects.map(untranslated),
    blogs: document.blogs.map(untranslated),
  };
}
