import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { imageSrcSet, parseMediaUrl, type ImageMedia } from '../media.js';
import { escapeMarkup } from '../markup.js';
import { inlineText } from './text.js';

/*
 * What a post may point at. markdown-it parses every link and image, whatever its address
 * (`validateLink` lets all through), and this one rule then decides, on the address as the page
 * will write it (entities decoded, percent-encoded by markdown-it's normalizeLink):
 *
 * - a link is kept only for http(s), mailto, a relative address or a `#fragment`; any other
 *   (javascript:, vbscript:, data:, file:, a scheme hidden by entities, whitespace or control
 *   characters) loses its `<a>` and shows its text;
 * - a link off the site (`http(s)://`, `//host`) gets rel="noopener noreferrer" and opens in the
 *   same tab: the reader decides where a link opens, and the back button works;
 * - an image is shown only if it is one of this site's uploads (`/media/…`, as parseMediaUrl
 *   reads it): with its size (no layout shift), its copies and lazy loading. Any other image is
 *   its alt text: a post never makes the reader's browser fetch from another host.
 */

export type LinkKind = 'internal' | 'external' | 'mailto';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Whitespace, control characters and `\`: a browser drops them, or reads `\` as `/`. */
function hasUnsafeCharacter(href: string): boolean {
  for (let index = 0; index < href.length; index++) {
    const code = href.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/** What a link's address is, or undefined if a post may not link to it. */
export function linkKind(href: string): LinkKind | undefined {
  if (href === '' || hasUnsafeCharacter(href)) return undefined;
  if (href.startsWith('#')) return 'internal';
  if (href.startsWith('//')) return 'external';
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return 'external';
  if (scheme === 'mailto') return 'mailto';
  // A colon before any '/', '?' or '#' is a scheme this rule does not know, however spelt.
  const colon = href.indexOf(':');
  if (colon !== -1 && !/[/?#]/.test(href.slice(0, colon))) return undefined;
  return 'internal';
}

/** The image an address stands for, if it is one of this site's uploads. */
export function postImage(src: string): ImageMedia | undefined {
  const media = parseMediaUrl(src);
  return media?.kind === 'image' ? media : undefined;
}

/**
 * The widths an image in a post is shown at: the whole screen on a phone, at most the article's
 * column (assumed 48rem, 768 px) on anything wider. The page's stylesheet should keep images at
 * `max-width: 100%` in that column.
 */
export const POST_IMAGE_SIZES = '(max-width: 48rem) 100vw, 48rem';

function applyToInline(children: Token[], state: StateCore): Token[] {
  const kept: Token[] = [];
  let droppingLink = false;
  for (const token of children) {
    if (token.type === 'link_open') {
      const href = token.attrGet('href') ?? '';
      const kind = linkKind(href);
      if (!kind) {
        droppingLink = true;
        continue;
      }
      const title = token.attrGet('title');
      token.attrs = [['href', href]];
      if (title) token.attrs.push(['title', title]);
      if (kind === 'external') token.attrs.push(['rel', 'noopener noreferrer']);
    } else if (token.type === 'link_close' && droppingLink) {
      // Links do not nest (CommonMark), so the next close is this link's.
      droppingLink = false;
      continue;
    } else if (token.type === 'image') {
      const alt = inlineText(token.children ?? []);
      const image = postImage(token.attrGet('src') ?? '');
      if (!image) {
        const text = new state.Token('text', '', 0);
        text.content = alt;
        kept.push(text);
        continue;
      }
      token.meta = { image, alt, title: token.attrGet('title') ?? '' };
    }
    kept.push(token);
  }
  return kept;
}

function applyPolicy(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type === 'inline' && token.children) token.children = applyToInline(token.children, state);
  }
}

function renderImage(tokens: Token[], index: number): string {
  const { image, alt, title } = tokens[index]!.meta as { image: ImageMedia; alt: string; title: string };
  const src = tokens[index]!.attrGet('src') ?? '';
  return (
    `<img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}"` +
    (title ? ` title="${escapeMarkup(title)}"` : '') +
    ` width="${image.width}" height="${image.height}" srcset="${escapeMarkup(imageSrcSet(image))}"` +
    ` sizes="${POST_IMAGE_SIZES}" loading="lazy" decoding="async">`
  );
}

/** Installs the link and image policy on a markdown-it instance. */
export function linkPolicy(md: MarkdownIt): void {
  md.validateLink = () => true;
  md.core.ruler.push('post_links', applyPolicy);
  md.renderer.rules.image = renderImage;
}
