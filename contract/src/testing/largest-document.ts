import type { ObjectField, ValueOf } from '../document/fields.js';
import { isLanguageTag } from '../languages/language-tags.js';
import { mediaUrl, type MediaKind } from '../media.js';
import { buildDocument } from './build-document.js';

const LONGEST_ID = 'f'.repeat(32);

/** The post body every post of the largest document refers to, which a save accepts once it is stored. */
export const LARGEST_POST_BODY_ID = 'e'.repeat(32);

/** The longest address of an upload of each kind: an image as wide and tall as an address can say. */
export const LONGEST_MEDIA: Record<MediaKind, string> = {
  image: mediaUrl({ kind: 'image', id: LONGEST_ID, width: 99_999_999, height: 99_999_999 }),
  pdf: mediaUrl({ kind: 'pdf', id: LONGEST_ID }),
};

/** How many items a list of the largest document holds at most: the posts (10,000) are saved one at a time. */
export const LARGEST_LIST = 100;

/**
 * A document with every list full (up to `LARGEST_LIST` items: the posts, whose bound is the
 * blog's, not a save's, hold 100) and every field at its bound: the largest a whole save must
 * carry. Its media fields hold the longest addresses there can be (`LONGEST_MEDIA`), and its
 * posts' bodies `LARGEST_POST_BODY_ID`, which a save accepts only once those are stored.
 *
 * It is in one language unless `translated`: then each item is translated into as many languages
 * as it may be, which makes a document some four times past a whole save's limit (a post, saved
 * on its own, carries its own translations).
 */
export function largestDocument<F extends ObjectField>(description: F, { translated = false } = {}): ValueOf<F> {
  // Posts' addresses are unique: each slug ends with its own number. So are the site's languages.
  let slugs = 0;
  const languages = longestLanguageTags();
  return buildDocument(description, {
    length: (list, key) => (!translated && key.endsWith('translations') ? 0 : Math.min(list.max, LARGEST_LIST)),
    value: (field) => {
      switch (field.kind) {
        case 'text':
          return 'x'.repeat(field.max);
        case 'url':
          return `https://example.com/${'a'.repeat(field.max - 'https://example.com/'.length)}`;
        case 'email':
          return longestEmail(field.max);
        case 'date':
          return '2024-12-31';
        case 'media':
          return LONGEST_MEDIA[field.accepts];
        case 'slug': {
          const number = String((slugs += 1));
          return `${'s'.repeat(field.max - number.length - 1)}-${number}`;
        }
        case 'formerPath': {
          const number = String((slugs += 1));
          return `/${'p'.repeat(field.max - number.length - 2)}/${number}`;
        }
        case 'instant':
          return '2024-12-31T23:59:59Z';
        case 'postBody':
          return LARGEST_POST_BODY_ID;
        case 'language':
          return languages.next().value!;
        case 'flag':
          return false;
        case 'choice':
          return field.options.reduce((longest, { value }) => (value.length > longest.length ? value : longest), '');
      }
    },
  }) as ValueOf<F>;
}

/** Language tags as long as the site takes them (a language, a script and a region), each once. */
function* longestLanguageTags(): Generator<string, never> {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (;;) {
    for (const language of ['fil', 'haw', 'yue', 'gsw', 'nds']) {
      for (const first of letters) {
        for (const second of letters) {
          const tag = `${language}-Latn-${first}${second}`;
          if (isLanguageTag(tag)) yield tag;
        }
      }
    }
  }
}

/** An address of `length` characters: the longest local part (64), then a domain of labels of at most 63. */
function longestEmail(length: number): string {
  const labels: string[] = [];
  // The local part, its '@' and the final 'com' take 68 characters; each label takes its own and a dot.
  for (let left = length - 68; left > 0; left -= 64) labels.push('d'.repeat(Math.min(left, 64) - 1));
  return `${'a'.repeat(64)}@${[...labels, 'com'].join('.')}`;
}
