import { limitOf } from '../document/portfolio.js';

const SLUG_MAX = limitOf('blogs.0.slug');

/**
 * `text` within `max` characters (as the document counts them): cut at the last space before the
 * bound, so no word is cut in two, with an ellipsis that says something was left out. `shortened`
 * is told when it was.
 */
export function shorten(text: string, max: number, shortened?: () => void): string {
  if (text.length <= max) return text;
  shortened?.();
  const room = text.slice(0, max - 1);
  const space = room.search(/\s\S*$/);
  // A lone surrogate would leave half a character.
  const cut = (space > max / 2 ? room.slice(0, space) : room).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/**
 * A post's address made of any text: lowercase ASCII letters and digits (accents let go, as
 * "café" gives "cafe") in words joined by single hyphens, within the address's 80 characters.
 * Empty when nothing of it is a letter or a digit.
 */
export function slugOf(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded after all: read as written.
  }
  const words = decoded
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, SLUG_MAX);
}
