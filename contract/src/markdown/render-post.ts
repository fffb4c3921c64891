import MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { POST_BODY_MAX } from '../document/post-bodies.js';
import { escapeMarkup } from '../markup.js';
import { bounds, MAX_NESTING, plainParagraphs, splitAtLineBudget } from './bounds.js';
import { headingIds, headingsOf, type PostHeading } from './headings.js';
import { HIGHLIGHT_BUDGET, renderCodeBlock, type HighlightBudget } from './highlight.js';
import { linkPolicy } from './links.js';
import { countWords, plainText } from './text.js';

export { POST_BODY_MAX };

export interface RenderedPost {
  /** The body as HTML, safe to insert as-is into a page. */
  html: string;
  /** h2–h4 in order, for a table of contents (a TOC is shown when there are 3 or more). */
  headings: PostHeading[];
  /** The body as plain text (for JSON-LD articleBody / feed summaries). */
  text: string;
  wordCount: number;
  /** The src of the first image (a site upload address), or ''. */
  firstImage: string;
}

/*
 * CommonMark, with GitHub's tables, task lists and strikethrough. Raw HTML is never parsed
 * (`html: false`): `<script>` in a body is text. Bare addresses are not turned into links
 * (no linkify): `<https://…>` or `[text](https://…)` are. Typographic replacements are off:
 * what the owner typed is what is shown.
 *
 * Safe by construction: each attribute the output may carry is in ATTRIBUTES, and every
 * renderer rule that writes its own markup (headings, images, code, checkboxes) escapes what it
 * writes. No `style` (the Content-Security-Policy refuses it: table alignment is a class) and no
 * `id` or `name` but the headings' prefixed ids.
 */
const ATTRIBUTES = new Set(['href', 'title', 'rel', 'class', 'start']);

// maxNesting is an option of markdown-it's that its types leave out.
const OPTIONS = { html: false, linkify: false, typographer: false, maxNesting: MAX_NESTING };
const md = new MarkdownIt('default', OPTIONS);
md.renderer.renderAttrs = (token) => {
  let html = '';
  for (const [name, value] of token.attrs ?? []) {
    if (ATTRIBUTES.has(name)) html += ` ${name}="${escapeMarkup(String(value))}"`;
  }
  return html;
};
bounds(md);
linkPolicy(md);
headingIds(md);
md.core.ruler.push('post_tables', alignByClass);
md.core.ruler.push('post_task_lists', taskLists);
md.renderer.rules.post_checkbox = (tokens, index) =>
  // Named, as every form control must be for a screen reader; its state says whether it is done.
  `<input type="checkbox" class="task-list-item-checkbox" aria-label="Task" disabled${tokens[index]!.meta?.checked ? ' checked' : ''}> `;
md.renderer.rules.fence = (tokens, index, _options, env: { highlight?: HighlightBudget }) =>
  renderCodeBlock(tokens[index]!.content, tokens[index]!.info, (env.highlight ??= { characters: HIGHLIGHT_BUDGET }));
md.renderer.rules.code_block = (tokens, index) => `<pre><code>${escapeMarkup(tokens[index]!.content)}</code></pre>\n`;

/** Table alignment as `class="align-left|center|right"` rather than markdown-it's inline style. */
function alignByClass(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    token.attrs = style ? [['class', `align-${style.replace('text-align:', '')}`]] : null;
  }
}

const TASK = /^\[([ xX])\](?=\s)/;

/**
 * GitHub's task lists: a list item whose text starts with `[ ]` or `[x]` starts with a disabled
 * checkbox instead (the page shows the state, nobody ticks it), and the classes GitHub gives them.
 */
function taskLists(state: StateCore): void {
  const tokens = state.tokens;
  const openLists: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') openLists.push(token);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') openLists.pop();
    if (token.type !== 'list_item_open' || tokens[index + 1]?.type !== 'paragraph_open') continue;
    const first = tokens[index + 2]?.children?.[0];
    const task = first?.type === 'text' ? TASK.exec(first.content) : null;
    if (!first || !task) continue;
    first.content = first.content.slice(task[0].length).trimStart();
    const checkbox = new state.Token('post_checkbox', 'input', 0);
    checkbox.meta = { checked: task[1] !== ' ' };
    tokens[index + 2]!.children!.unshift(checkbox);
    token.attrSet('class', 'task-list-item');
    openLists[openLists.length - 1]?.attrSet('class', 'contains-task-list');
  }
}

function firstImage(tokens: Token[]): string {
  for (const token of tokens) {
    for (const child of token.type === 'inline' ? (token.children ?? []) : []) {
      if (child.type === 'image') return child.attrGet('src') ?? '';
    }
  }
  return '';
}

/**
 * A post's Markdown body as HTML, with its headings, text and first image. The API renders each
 * version once when it is saved; the editor's preview calls the same function.
 *
 * @throws RangeError when the body is longer than POST_BODY_MAX (the API refuses it before).
 */
export function renderPost(markdown: string): RenderedPost {
  if (markdown.length > POST_BODY_MAX) {
    throw new RangeError(`A post's body is at most ${POST_BODY_MAX} characters; this one has ${markdown.length}.`);
  }
  const [parsed, rest] = splitAtLineBudget(markdown);
  const env = {};
  const tokens = md.parse(parsed, env);
  const html = md.renderer.render(tokens, md.options, env) + plainParagraphs(rest);
  const text = `${plainText(tokens)}\n\n${rest}`.trim();
  return { html, headings: headingsOf(env), text, wordCount: countWords(text), firstImage: firstImage(tokens) };
}

/** The text of a post's page, as `renderPost` gives it, without rendering its HTML (nor highlighting its code). */
export function postText(markdown: string): string {
  const [parsed, rest] = splitAtLineBudget(markdown.slice(0, POST_BODY_MAX));
  return `${plainText(md.parse(parsed, {}))}\n\n${rest}`.trim();
}
