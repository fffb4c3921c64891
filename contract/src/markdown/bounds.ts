import type MarkdownIt from 'markdown-it';
import type { StateBlock, StateCore, Token } from 'markdown-it';
import { escapeMarkup } from '../markup.js';

/*
 * Bounded time. markdown-it is linear but not cheap: ~1 µs for every line and every token it
 * makes, so a body of POST_BODY_MAX characters made only of tiny blocks or markers (33,000
 * one-letter paragraphs, 50,000 `*a`, a table of 12,000 rows) would take several hundred
 * milliseconds. Four budgets cap what one body may cost; no post written to be read comes near
 * them (100,000 characters of READMEs, cut in posts, make at most ~2,800 lines, ~9,000 block tokens
 * and ~3,000 inline markers). What passes a budget is not lost: it is shown as plain text.
 *
 * - Lines: markdown-it reads the first BODY_LINES lines; the rest is plain text, in paragraphs.
 * - Blocks: past BLOCK_TOKENS block tokens, or nested deeper than DEEPEST (lists in lists, quotes
 *   in quotes), the rest of the container is one plain-text block (`post_overflow`).
 * - Inline markers (`*_~[]!` and the like): a paragraph, heading or cell whose markers would pass
 *   what is left of INLINE_MARKERS is its text as written.
 * - Tables: at most TABLE_COLUMNS columns and TABLE_CELLS cells; rows past that are a paragraph.
 *
 * (The fourth, HIGHLIGHT_BUDGET, is the code colouring's: see highlight.ts.)
 */
export const BODY_LINES = 4_000;
export const BLOCK_TOKENS = 10_000;
export const DEEPEST = 10;
export const INLINE_MARKERS = 10_000;
export const TABLE_COLUMNS = 64;
export const TABLE_CELLS = 3_000;
/** Nesting past this drops content in markdown-it; DEEPEST turns it to text before it is reached. */
export const MAX_NESTING = 20;

/** The body's first BODY_LINES lines, for markdown-it, and the rest, shown as plain text. */
export function splitAtLineBudget(markdown: string): [string, string] {
  let end = -1;
  for (let line = 0; line < BODY_LINES; line++) {
    end = markdown.indexOf('\n', end + 1);
    if (end === -1) return [markdown, ''];
  }
  return [markdown.slice(0, end + 1), markdown.slice(end + 1)];
}

/** Text as paragraphs, escaped: one per run of lines between blank lines. */
export function plainParagraphs(text: string): string {
  let html = '';
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) html += `<p>${escapeMarkup(paragraph.join('\n'))}</p>\n`;
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return html;
}

interface BudgetEnv {
  inlineMarkers?: number;
}

/** The characters that start an inline construct, or a token of their own (newlines). */
const MARKER = new Uint8Array(128);
for (const character of '*_~[]!`<&\\\n') MARKER[character.charCodeAt(0)] = 1;

function markers(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 128 && MARKER[code]) count++;
  }
  return count;
}

function overflow(state: StateBlock, startLine: number, endLine: number): boolean {
  if (state.tokens.length < BLOCK_TOKENS && state.level < DEEPEST) return false;
  const token = state.push('post_overflow', '', 0);
  token.content = state.getLines(startLine, endLine, state.blkIndent, false);
  token.map = [startLine, endLine];
  state.line = endLine;
  return true;
}

function renderOverflow(tokens: Token[], index: number): string {
  return plainParagraphs(tokens[index]!.content);
}

function budgetedInline(state: StateCore): void {
  const env = state.env as BudgetEnv;
  env.inlineMarkers ??= INLINE_MARKERS;
  for (const token of state.tokens) {
    if (token.type !== 'inline') continue;
    const cost = markers(token.content);
    if (cost <= env.inlineMarkers) {
      env.inlineMarkers -= cost;
      state.md.inline.parse(token.content, state.md, state.env, (token.children ??= []));
    } else {
      const text = new state.Token('text', '', 0);
      text.content = token.content;
      token.children = [text];
    }
  }
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

function cappedTable(table: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    if (startLine + 2 > endLine) return false;
    const header = state.src
      .slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]!)
      .trim();
    // Cells as GitHub counts them: a pipe at either end opens or closes no cell.
    const pipes = header.split('|').length - 1;
    const columns = Math.max(1, pipes + 1 - (header.startsWith('|') ? 1 : 0) - (header.endsWith('|') ? 1 : 0));
    if (columns > TABLE_COLUMNS) return false;
    const rows = Math.floor(TABLE_CELLS / columns);
    return table(state, startLine, Math.min(endLine, startLine + 2 + rows), silent);
  };
}

/** Installs the budgets on a markdown-it instance made with `maxNesting: MAX_NESTING`. */
export function bounds(md: MarkdownIt): void {
  // markdown-it's own table rule, first of the block rules, wrapped to cap its size.
  const [table] = md.block.ruler.getRules('');
  if (!table) throw new Error('markdown-it has no block rules');
  md.block.ruler.at('table', cappedTable(table), { alt: ['paragraph', 'reference'] });
  md.block.ruler.before('table', 'post_overflow', overflow);
  md.core.ruler.at('inline', budgetedInline);
  md.renderer.rules.post_overflow = renderOverflow;
}
