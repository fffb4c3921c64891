import MarkdownIt from 'markdown-it';
import type { GhostPart } from './ghost-cards.js';
import { htmlToMarkdown } from '../html/html-to-markdown.js';
import type { Removed } from '../imported-post.js';

// Ghost reads a Markdown card with HTML allowed: read so here only to find the HTML blocks in one.
const cardReader = new MarkdownIt('default', { html: true });

/** A post's parts as one Markdown body, and what was removed from their HTML, counted. */
export function partsToMarkdown(parts: readonly GhostPart[]): { markdown: string; removed: Removed } {
  const removed: Removed = {};
  const pieces: string[] = [];
  for (const part of parts) {
    const converted = 'html' in part ? htmlToMarkdown(part.html) : markdownCard(part.markdown);
    add(removed, converted.removed);
    if (converted.markdown.trim()) pieces.push(converted.markdown.trim());
  }
  return { markdown: pieces.join('\n\n'), removed };
}

/**
 * A Markdown card as its author wrote it, but for its HTML blocks (a widget's `<script>`, a
 * `<div>`): Ghost showed them as HTML, where the site's Markdown shows HTML as text, so each goes
 * through htmlToMarkdown as a post's HTML does. HTML inside a list or a quote is left as text.
 */
function markdownCard(markdown: string): { markdown: string; removed: Removed } {
  // As the reader counts lines: its tokens' line numbers are into this text.
  const text = markdown.replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const removed: Removed = {};
  const blocks = cardReader.parse(text, {}).filter((token) => token.type === 'html_block' && token.level === 0);
  // From the last block back, so that every block's lines are still where its token says.
  for (const { content, map } of blocks.reverse()) {
    const [start, end] = map ?? [0, 0];
    const converted = htmlToMarkdown(content);
    add(removed, converted.removed);
    const kept = converted.markdown.trim();
    lines.splice(start, end - start, ...(kept ? [kept, ''] : []));
  }
  return { markdown: lines.join('\n'), removed };
}

function add(removed: Removed, more: Removed): void {
  for (const [kind, times] of Object.entries(more) as [keyof Removed, number][]) {
    removed[kind] = (removed[kind] ?? 0) + times;
  }
}
