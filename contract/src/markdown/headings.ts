import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { escapeMarkup } from '../markup.js';
import { inlineText } from './text.js';

export interface PostHeading {
  level: 2 | 3 | 4;
  id: string;
  text: string;
}

/*
 * Headings. The post's title is the page's one h1, so a `#` heading in the body is an h2 (and the
 * others keep their level). Each h2–h4 gets an id for the table of contents and a link to itself.
 *
 * Every id starts with HEADING_ID_PREFIX, which the page's own ids never use, so no heading can
 * take the id of an element of the page (`main`, `content`, a form field) whatever its text; two
 * headings with the same text get `-2`, `-3`.
 */
export const HEADING_ID_PREFIX = 'section-';
const LONGEST_SLUG = 64;

/** `section-` and the heading's letters and digits, lower-cased, in words joined by `-`. */
export function headingSlug(text: string): string {
  const words = text
    .slice(0, 4 * LONGEST_SLUG)
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if ([...next].length > LONGEST_SLUG) break;
    slug = next;
  }
  return slug ? HEADING_ID_PREFIX + slug : HEADING_ID_PREFIX.slice(0, -1);
}

interface HeadingsEnv {
  headings?: PostHeading[];
}

function assignIds(state: StateCore): void {
  const headings: PostHeading[] = [];
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    const open = tokens[index]!;
    if (open.type !== 'heading_open') continue;
    const close = tokens[index + 2]!;
    if (open.tag === 'h1') open.tag = close.tag = 'h2';
    const level = Number(open.tag.slice(1));
    if (level > 4) continue;
    const text = inlineText(tokens[index + 1]!.children ?? [])
      .split(/\s+/)
      .filter(Boolean)
      .join(' ');
    const base = headingSlug(text);
    let id = base;
    for (let suffix = nextSuffix.get(base) ?? 2; taken.has(id); suffix++) {
      id = `${base}-${suffix}`;
      nextSuffix.set(base, suffix + 1);
    }
    taken.add(id);
    open.meta = close.meta = { id };
    headings.push({ level: level as 2 | 3 | 4, id, text });
  }
  (state.env as HeadingsEnv).headings = headings;
}

function renderOpen(tokens: Token[], index: number): string {
  const token = tokens[index]!;
  const id = (token.meta as { id?: string } | null)?.id;
  return id ? `<${token.tag} id="${escapeMarkup(id)}">` : `<${token.tag}>`;
}

function renderClose(tokens: Token[], index: number): string {
  const token = tokens[index]!;
  const id = (token.meta as { id?: string } | null)?.id;
  const anchor = id
    ? ` <a href="#${escapeMarkup(id)}" class="heading-anchor" aria-label="Link to this section">#</a>`
    : '';
  return `${anchor}</${token.tag}>\n`;
}

/** Installs the heading rules; after a render, `env.headings` lists the h2–h4 in order. */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.push('post_headings', assignIds);
  md.renderer.rules.heading_open = renderOpen;
  md.renderer.rules.heading_close = renderClose;
}

export const headingsOf = (env: object): PostHeading[] => (env as HeadingsEnv).headings ?? [];
