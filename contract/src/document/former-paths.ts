import { LANGUAGE_TAG_PATTERN } from '../languages/language-tags.js';

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
