import type { Removed } from '../imported-post.js';

/** Counts what was removed from a post, by kind: one, or `times`. */
export type CountRemoved = (kind: keyof Removed, times?: number) => void;

/*
 * WordPress's shortcodes are placeholders its plugins fill in at each visit (`[gallery]`,
 * `[embed]…[/embed]`): without WordPress they show nothing, so they are removed and counted.
 * A bracketed word is a shortcode when WordPress or WordPress.com gives that name one, or when it
 * carries an attribute (`[contact-form-7 id="12"]`): `[sic]`, `[1]` or `[x]` are the author's text.
 */

/** Shortcodes whose whole span goes, content too: what they enclose is an address or a fallback. */
const MEDIA = new Set([
  'gallery',
  'embed',
  'audio',
  'video',
  'playlist',
  'wpvideo',
  'youtube',
  'vimeo',
  'dailymotion',
  'soundcloud',
  'spotify',
  'tweet',
  'instagram',
  'googlemaps',
  'slideshow',
  'polldaddy',
  'crowdsignal',
  'archives',
  'contact-form',
  'contact-field',
]);

/** Shortcodes around an image and its caption: the image and the caption are kept. */
const CAPTION = new Set(['caption', 'wp_caption']);

/*
 * `[name attributes]`, `[name /]` or `[/name]`, with WordPress's `[[name]]` for a shortcode written
 * as text. The attributes are bounded so that a page of unclosed brackets is read in linear time.
 */
const SHORTCODE = /\[(\[?)(\/?)([a-zA-Z][\w-]*)((?:\s(?:[^\]"']|"[^"]*"|'[^']*'){0,2000})?)(\/?)\](\]?)/g;
const ATTRIBUTE = /\s[\w-]+\s*=/;
const LEADING_IMAGE = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)/i;
const CAPTION_ATTRIBUTE = /\scaption\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * The HTML with WordPress's shortcodes removed (and counted), a caption's image and text kept as
 * a figure, and an escaped shortcode (`[[gallery]]`) kept as the text it shows (`[gallery]`).
 */
export function replaceShortcodes(html: string, count: CountRemoved): string {
  const opened = new Set<string>();
  const closingTag = closingTags(html);
  let output = '';
  let at = 0;
  SHORTCODE.lastIndex = 0;
  for (let match = SHORTCODE.exec(html); match; match = SHORTCODE.exec(html)) {
    const [whole, escapeOpen, slash, rawName, attributes = '', selfClosing, escapeClose] = match;
    const name = rawName!.toLowerCase();
    const closing = slash === '/';
    const known = MEDIA.has(name) || CAPTION.has(name) || (closing ? opened.has(name) : ATTRIBUTE.test(attributes));
    if (!known) {
      // Not a shortcode: look again from the next character, for one inside its brackets.
      SHORTCODE.lastIndex = match.index + 1;
      continue;
    }
    output += html.slice(at, match.index);
    // A second `]` belongs to the shortcode only when it was escaped by a second `[`.
    at = match.index + whole.length - (escapeOpen ? 0 : escapeClose!.length);
    if (escapeOpen && escapeClose) {
      output += whole.slice(1, -1);
      continue;
    }
    output += escapeOpen;
    if (closing) continue;
    const end = selfClosing ? -1 : closingTag(name, at);
    if (CAPTION.has(name)) {
      if (end === -1) continue;
      output += captionFigure(html.slice(at, end), attributes);
    } else {
      count('shortcode');
      opened.add(name);
      if (!MEDIA.has(name) || end === -1) continue;
    }
    at = html.indexOf(']', end) + 1;
    SHORTCODE.lastIndex = at;
  }
  return output + html.slice(at);
}

/**
 * Where `[/name]` starts at or after `from`, or -1. Each name's closings are found once, and `from`
 * only grows, so a page of shortcodes that are never closed is read in linear time.
 */
function closingTags(html: string): (name: string, from: number) => number {
  const found = new Map<string, { starts: number[]; next: number }>();
  return (name, from) => {
    let closings = found.get(name);
    if (!closings) {
      const starts = [...html.matchAll(new RegExp(`\\[/${name}\\]`, 'gi'))].map((match) => match.index);
      found.set(name, (closings = { starts, next: 0 }));
    }
    while (closings.next < closings.starts.length && closings.starts[closings.next]! < from) closings.next++;
    return closings.starts[closings.next] ?? -1;
  };
}

/** A caption's image (with the link around it) and its text, as a figure and its caption. */
function captionFigure(inner: string, attributes: string): string {
  const image = LEADING_IMAGE.exec(inner)?.[1] ?? '';
  const attribute = CAPTION_ATTRIBUTE.exec(attributes);
  // Before WordPress 3.4 the caption was an attribute; since, it is the text after the image.
  const caption = attribute ? (attribute[1] ?? attribute[2]!) : inner.slice(inner.indexOf(image) + image.length);
  return `<figure>${image}<figcaption>${caption.trim()}</figcaption></figure>`;
}

/** A block of WordPress's editor opens with `<!-- wp:name … -->` (or is `<!-- wp:name /-->`). */
const BLOCK_OPENING = /<!--\s*wp:[a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?[\s/]/g;

/** The HTML without its comments, each opening of a block of WordPress's editor counted. */
export function removeComments(html: string, count: CountRemoved): string {
  const blocks = html.match(BLOCK_OPENING)?.length ?? 0;
  if (blocks > 0) count('block comment', blocks);
  // Comments show nothing; removed before the shortcodes are read, as a block's settings may hold brackets.
  let output = '';
  let at = 0;
  for (let start = html.indexOf('<!--'); start !== -1; start = html.indexOf('<!--', at)) {
    output += html.slice(at, start);
    at = commentEnd(html, start);
    if (at === -1) return output;
  }
  return output + html.slice(at);
}

/**
 * Where the comment that starts at `start` ends, or -1 when it is never closed (it runs to the
 * end then). `<!-->` and `<!--->` are whole, empty comments to a browser, so they are here.
 */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!-->', start)) return start + 5;
  if (html.startsWith('<!--->', start)) return start + 6;
  const close = html.indexOf('-->', start + 4);
  return close === -1 ? -1 : close + 3;
}
