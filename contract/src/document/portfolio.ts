import {
  choice,
  date,
  email,
  flag,
  formerPath,
  instant,
  language,
  list,
  media,
  object,
  optional,
  postBody,
  slug,
  text,
  url,
  type Field,
  type InputOf,
  type ValueOf,
} from './fields.js';
import { checkDocument, fieldAt, hasShape, pick, type FieldError } from './check.js';
import { postRules } from './post-rules.js';
import { languageRules, WORD_CHOICES } from '../languages/language-rules.js';
import { translationRules } from '../languages/translation-rules.js';

// URLs keep the customary 2,048 characters. The bounds are chosen so that the largest landing page
// (every list but the posts full, every text at its bound, in ASCII) with 100 posts at their bounds
// fits the API's body limit, so the landing page and any whole save of 100 posts are never refused
// as too large; the number of projects is what that leaves room for. The posts are bounded by the
// blog (10,000), not by the body limit: each is saved on its own (`/api/posts`), and a whole
// document past the limit is refused as too large (413) with a word saying so.
const URL_MAX = 2048;
const SLUG_MAX = 80;
// WordPress's longest permalinks (a category path, the date, an 80-character slug) fit.
const FORMER_PATH_MAX = 200;

/** How many languages a site may be written in. */
const LANGUAGES_MAX = 10;

/**
 * An item's text in the site's other languages: one entry per language, each field of it optional,
 * and missing or empty where it is not translated, where the item's own (the primary language's)
 * shows. An entry for a language the site no longer lists is kept, and shows again when it returns.
 */
const translations = <Fields extends Record<string, Field>>(fields: Fields) =>
  optional(list(LANGUAGES_MAX - 1, object({ language: language(), ...fields })));

/** A choice of a number, labelled as itself. */
const count = <const Value extends string>(value: Value) => ({ value, label: value });

/**
 * The portfolio document: one owner's whole site content, loaded and saved as a whole. Fields are
 * in the editor's order, which is also the order the API serves them in. Fields added after the
 * first release are `optional`, so that documents written before them are still documents.
 */
export const PORTFOLIO = object({
  personalInfo: object({
    name: text(100, { blank: false }),
    title: text(120),
    description: text(2000, { lines: true }),
    email: email(254),
    /** Empty hides the link. */
    github: url(URL_MAX),
    linkedin: url(URL_MAX),
    /** Empty shows the built-in portrait. */
    portrait: optional(media('image')),
    /** Empty offers the built-in resume. */
    resume: optional(media('pdf')),
    translations: translations({
      name: optional(text(100)),
      title: optional(text(120)),
      description: optional(text(2000, { lines: true })),
    }),
  }),
  skills: list(
    100,
    object({
      name: text(50, { blank: false }),
      /** Kept in the admin, shown nowhere public. */
      hidden: optional(flag()),
      translations: translations({ name: optional(text(50)) }),
    }),
  ),
  projects: list(
    20,
    object({
      title: text(120, { blank: false }),
      tech: list(30, text(40, { blank: false })),
      description: text(1000, { lines: true }),
      /** Empty hides 'View Code'. */
      github: url(URL_MAX),
      /** Empty hides 'Live Demo'. */
      live: url(URL_MAX),
      /** Empty shows the card without a picture. */
      image: optional(media('image')),
      /** Shown first on the public page, and marked as such. */
      featured: optional(flag()),
      hidden: optional(flag()),
      translations: translations({
        title: optional(text(120)),
        description: optional(text(1000, { lines: true })),
      }),
    }),
  ),
  blogs: list(
    10_000,
    object({
      title: text(120, { blank: false }),
      /** Free text such as '10 min read'. */
      readTime: text(40),
      date: date(),
      excerpt: text(800, { lines: true }),
      /** The post's page is /blog/{slug}: needed once it has a body, and unique among posts. */
      slug: optional(slug(SLUG_MAX)),
      /** Published (the default: posts written before there was a status are), a draft, or published at `publishAt`. */
      status: optional(
        choice([
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Draft' },
          { value: 'scheduled', label: 'Scheduled' },
        ]),
      ),
      /** When a scheduled post becomes public; needed when it is scheduled. */
      publishAt: optional(instant()),
      tags: optional(list(10, text(40, { blank: false }))),
      /** The Markdown of the post's page, stored on its own (POST_BODIES_ROUTE); empty for none. */
      body: optional(postBody()),
      /** Addresses the post had before, which send visitors on to its current one. */
      formerSlugs: optional(list(5, slug(SLUG_MAX, { blank: false }))),
      /** Paths it had on a site it was imported from, which send visitors on to its page. */
      formerPaths: optional(list(3, formerPath(FORMER_PATH_MAX))),
      /** Kept in the admin, shown nowhere public, whatever its status. */
      hidden: optional(flag()),
      /** Shown on the landing page before the newest posts, in the owner's order, once it is public. */
      pinned: optional(flag()),
      /** The post in another language: it has a page there once its translation has a title. */
      translations: translations({
        title: optional(text(120)),
        readTime: optional(text(40)),
        excerpt: optional(text(800, { lines: true })),
        slug: optional(slug(SLUG_MAX)),
        tags: optional(list(10, text(40, { blank: false }))),
        body: optional(postBody()),
      }),
    }),
  ),
  appearance: optional(
    object({
      /** The site's theme for a visitor who has not chosen one; dark, the first, is how the site always looked. */
      theme: optional(
        choice([
          { value: 'dark', label: 'Dark' },
          { value: 'light', label: 'Light' },
          { value: 'system', label: 'System' },
        ]),
      ),
    }),
  ),
  landingPage: optional(
    object({
      /** How many posts the landing page's Blog section shows; the rest are on the blog's own page. */
      // 3 to 12; missing reads as the first option, 6, what the page shows by default.
      posts: optional(
        choice([
          count('6'),
          count('3'),
          count('4'),
          count('5'),
          count('7'),
          count('8'),
          count('9'),
          count('10'),
          count('11'),
          count('12'),
        ]),
      ),
    }),
  ),
  /** The languages the site is written in, the first its primary one; none is English alone. */
  languages: optional(list(LANGUAGES_MAX, language())),
  /** The owner's own fixed words, in place of the built-in ones of a language (or where it has none). */
  words: optional(
    list(
      LANGUAGES_MAX * WORD_CHOICES.length,
      object({
        language: language(),
        word: choice(WORD_CHOICES),
        text: text(120, { blank: false }),
      }),
    ),
  ),
});

/** The document as it is read (what `pickPortfolio` gives and the API serves): every field there. */
export type Portfolio = ValueOf<typeof PORTFOLIO>;
/** The document as it may be written (saved, stored, kept as a draft, exported): optional fields may be missing. */
export type PortfolioInput = InputOf<typeof PORTFOLIO>;
export type PersonalInfo = Portfolio['personalInfo'];
export type Skill = Portfolio['skills'][number];
export type Project = Portfolio['projects'][number];
export type Blog = Portfolio['blogs'][number];
export type SiteTheme = Portfolio['appearance']['theme'];
export type LandingPostsCount = Portfolio['landingPage']['posts'];

/** The largest request body the API reads, in bytes. */
export const BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Rules that look at several fields at once (two posts at one address, say), each giving its
 * problems by field path as the fields' own checks do. They read a document whose every field is
 * valid.
 */
const DOCUMENT_RULES: readonly ((document: PortfolioInput) => FieldError[])[] = [
  postRules,
  languageRules,
  translationRules,
];

/**
 * Every problem of a value as a portfolio document, by field path: the API's rules. The rules
 * across fields are looked at once every field is valid on its own, so each field has one problem
 * at a time, the one to mend first.
 */
export function checkPortfolio(value: unknown): FieldError[] {
  const errors = checkDocument(PORTFOLIO, value);
  return errors.length > 0 ? errors : checkAcrossFields(value as PortfolioInput);
}

/** The problems of a document whose fields are each valid (as the API's DTO has found) across its fields. */
export const checkAcrossFields = (document: PortfolioInput): FieldError[] =>
  DOCUMENT_RULES.flatMap((rule) => rule(document));

/**
 * Whether a value is shaped like a portfolio document, so that `pickPortfolio` reads it without
 * losing anything; it may lack optional fields, so render or edit what `pickPortfolio` gives.
 */
export const isPortfolio = (value: unknown): value is PortfolioInput => hasShape(PORTFOLIO, value);

/**
 * A copy with exactly the document's fields, in the document's order: what is stored never
 * carries anything the client added, and what is served always reads in the same order.
 */
export const pickPortfolio = (document: unknown): Portfolio => pick(PORTFOLIO, document) as Portfolio;

/** The bound of a field of the document (`projects.title`): characters for text, items for a list. */
export function limitOf(path: string): number {
  const field = fieldAt(PORTFOLIO, path);
  if (!field || !('max' in field)) throw new Error(`The document has no bounded field ${path}`);
  return field.max;
}
