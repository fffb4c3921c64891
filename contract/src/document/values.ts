import { isIsoDate } from '../dates.js';
import { isEmailAddress } from '../emails.js';
import { isLanguageTag, LANGUAGE_TAG_PATTERN } from '../languages/language-tags.js';
import { isHttpUrl } from '../links.js';
import { parseMediaUrl } from '../media.js';
import type { ChoiceField, ListField, ValueField } from './fields.js';
import { parseInstant } from './instants.js';
import { isPostBodyId } from './post-bodies.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value is written as a post's address may be: `my-first-post`. */
export const isSlug = (value: string): boolean => SLUG.test(value);

/**
 * A path a post had on the site it was imported from (`/2019/05/hello/`, Ghost's `/hello/`), which
 * answers a 301 to its page here: written as a URL's path is, ASCII with anything else
 * percent-encoded, with no query, no `//` to start (a browser reads that as another host) and no
 * `.` or `..` part.
 */
const FORMER_PATH = /^\/(?!\/)(?!.*\/\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** The paths this site answers itself, which stay its own: its pages, its files, its other languages. */
const OWN_PATH = new RegExp(
  `^/(?:|blog|blog/.*|api|api/.*|media/.*|assets/.*|search/.*|admin|feed\\.xml|sitemap\\.xml|robots\\.txt|post\\.html|index\\.html|404\\.html|site\\.webmanifest|${LANGUAGE_TAG_PATTERN}(?:/.*)?)$`,
);

export const isFormerPath = (value: string): boolean => FORMER_PATH.test(value) && !OWN_PATH.test(value);

/** The form two spellings of one path share: percent-escapes in capitals, as URLs normally write them. */
export const samePath = (path: string): string => path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());

// C0 and C1 control characters except tab, line feed and carriage return (text may have lines),
// and UTF-16 halves without their partner: PostgreSQL refuses both in JSONB.
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The words every check uses, so the API and the editor say the same thing about a field. */
export const MESSAGES = {
  required: 'is required',
  text: 'must be text',
  flag: 'must be true or false',
  object: 'must be an object',
  list: 'must be a list',
  unknown: 'is not a field of this document',
  controlCharacters: 'must not contain control characters',
  blank: 'must not be empty',
  url: 'must be an http:// or https:// address, or empty',
  email: 'must be an email address',
  date: 'must be a real date written YYYY-MM-DD',
  media: {
    image: 'must be an image uploaded to this site, or empty',
    pdf: 'must be a PDF uploaded to this site, or empty',
  },
  slug: 'must be lowercase letters and digits, in words joined by single hyphens (my-first-post), or empty',
  formerPath:
    'must be a path such as /2019/05/my-post/, percent-encoded, and not one of this site’s own (/blog/…, /api/…, a language’s)',
  instant: 'must be a moment in UTC written YYYY-MM-DDTHH:MM:SSZ, or empty',
  postBody: 'must be a post body stored on this site, or empty',
  language: 'must be a language tag such as en, fr, pt-BR or zh-Hant',
  languageTwice: 'is one of the site’s languages already',
  wordTwice: 'is worded for this language already',
  translatedTwice: 'is translated into this language already',
  choice: (labels: string[]) =>
    `must be ${labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}` : labels[0]!}`,
  slugTaken: 'is the address of another post already',
  slugNeeded: 'is required for a post with a body',
  publishAtNeeded: 'is required for a scheduled post',
  tooLong: (max: number) => `must be at most ${max} characters`,
  tooMany: (max: number) => `must have at most ${max} items`,
  item: (index: number, problem: string) => `item ${index + 1} ${problem}`,
} as const;

/** What is wrong with a value for a field of values (text, a link, a date, a choice...), if anything. */
export function valueProblem(field: ValueField, value: unknown): string | undefined {
  if (value === undefined || value === null) return MESSAGES.required;
  if (field.kind === 'flag') return typeof value === 'boolean' ? undefined : MESSAGES.flag;
  if (typeof value !== 'string') return MESSAGES.text;
  if ('max' in field && value.length > field.max) return MESSAGES.tooLong(field.max);
  if (FORBIDDEN_CHARACTERS.test(value)) return MESSAGES.controlCharacters;
  switch (field.kind) {
    case 'text':
      return !field.blank && value.trim() === '' ? MESSAGES.blank : undefined;
    case 'url':
      return value !== '' && !isHttpUrl(value) ? MESSAGES.url : undefined;
    case 'email':
      return isEmailAddress(value) ? undefined : MESSAGES.email;
    case 'date':
      return isIsoDate(value) ? undefined : MESSAGES.date;
    case 'media':
      return value === '' || parseMediaUrl(value)?.kind === field.accepts ? undefined : MESSAGES.media[field.accepts];
    case 'slug':
      if (value === '') return field.blank ? undefined : MESSAGES.blank;
      return isSlug(value) ? undefined : MESSAGES.slug;
    case 'formerPath':
      return isFormerPath(value) ? undefined : MESSAGES.formerPath;
    case 'instant':
      return value === '' || parseInstant(value) ? undefined : MESSAGES.instant;
    case 'postBody':
      return value === '' || isPostBodyId(value) ? undefined : MESSAGES.postBody;
    case 'language':
      return isLanguageTag(value) ? undefined : MESSAGES.language;
    case 'choice':
      return field.options.some((option) => option.value === value) ? undefined : choiceMessage(field);
  }
}

/** Named by the labels the editor shows, in its order. */
export const choiceMessage = (field: ChoiceField): string =>
  MESSAGES.choice(field.options.map((option) => option.label));

/**
 * What is wrong with a list of values (such as a project's technologies), if anything. The list
 * is edited as one field, so its items' problems are named by the list, with the item's number.
 */
export function valueListProblem(field: ListField<ValueField>, value: unknown): string | undefined {
  if (value === undefined || value === null) return MESSAGES.required;
  if (!Array.isArray(value)) return MESSAGES.list;
  if (value.length > field.max) return MESSAGES.tooMany(field.max);
  for (const [index, item] of value.entries()) {
    const problem = typeof item === 'string' ? valueProblem(field.item, item) : MESSAGES.text;
    if (problem) return MESSAGES.item(index, problem);
  }
  return undefined;
}
