import { escapeHtml, GhostBody, isFields, renderCard, text, type Fields } from './ghost-cards.js';
import { ImportFileError } from '../imported-post.js';

/**
 * Lexical, the JSON Ghost's editor has kept a post in since Ghost 5, as HTML: its text, headings,
 * quotes, lists and links, and its cards (ghost-cards.ts).
 */

// A text node's formats are bits of a number; each wraps the text in its element, the first innermost.
const FORMATS: readonly (readonly [number, string])[] = [
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
  [8, 'u'],
  [4, 's'],
  [2, 'em'],
  [1, 'strong'],
];

// Deeper than any document the editor writes: a file nested further is refused, not walked.
const MAX_DEPTH = 100;

const HEADING = /^h[1-6]$/;

// The nodes that hold text (the rest of a document's top level is cards).
const BLOCKS = new Set(['paragraph', 'heading', 'extended-heading', 'quote', 'extended-quote', 'aside', 'list']);

// Ghost's names for its card nodes where Mobiledoc names the same card otherwise.
const CARD_NAMES: Record<string, string> = { codeblock: 'code', horizontalrule: 'hr' };

const childrenOf = (node: Fields): Fields[] => (Array.isArray(node.children) ? node.children.filter(isFields) : []);

/** A post's `lexical` field as HTML, or an ImportFileError naming the post (`source`) when it is not Lexical. */
export function renderLexical(json: string, source: string): GhostBody {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    throw new ImportFileError('Its content, in the Lexical format of Ghost’s editor, is not JSON.', source);
  }
  if (!isFields(document) || !isFields(document.root)) {
    throw new ImportFileError('Its content, in the Lexical format of Ghost’s editor, has no root.', source);
  }
  const body = new GhostBody();
  new LexicalWriter(body, source).document(childrenOf(document.root));
  return body;
}

class LexicalWriter {
  constructor(
    private readonly body: GhostBody,
    private readonly source: string,
  ) {}

  document(nodes: Fields[]): void {
    for (const node of nodes) {
      const type = text(node, 'type');
      if (BLOCKS.has(type) || Array.isArray(node.children)) this.body.html(this.block(node, 1));
      else if (typeof node.text === 'string') this.body.html(`<p>${this.inline([node], 1)}</p>`);
      else renderCard(CARD_NAMES[type] ?? type, node, this.body);
    }
  }

  private deeper(depth: number): number {
    if (depth > MAX_DEPTH)
      throw new ImportFileError('Its content is nested deeper than an editor writes it.', this.source);
    return depth + 1;
  }

  /** A node that holds text, as HTML; empty when it holds none (the editor leaves empty paragraphs). */
  private block(node: Fields, depth: number): string {
    const next = this.deeper(depth);
    const children = childrenOf(node);
    const type = text(node, 'type');
    if (type === 'list') return this.list(node, next);
    if (type === 'quote' || type === 'extended-quote' || type === 'aside') {
      const inner = this.mixed(children, next);
      return inner.trim() ? `<blockquote>${inner}</blockquote>` : '';
    }
    if (children.some((child) => BLOCKS.has(text(child, 'type')))) return this.mixed(children, next);
    const heading = type === 'heading' || type === 'extended-heading' ? text(node, 'tag') : '';
    const tag = HEADING.test(heading) ? heading : 'p';
    const inner = this.inline(children, next);
    return inner.trim() ? `<${tag}>${inner}</${tag}>` : '';
  }

  /** Children that may be paragraphs or text: each paragraph as it is, each run of text as one. */
  private mixed(children: Fields[], depth: number): string {
    let html = '';
    let run: Fields[] = [];
    const flush = () => {
      const inner = this.inline(run, depth);
      if (inner.trim()) html += `<p>${inner}</p>`;
      run = [];
    };
    for (const child of children) {
      if (BLOCKS.has(text(child, 'type'))) {
        flush();
        html += this.block(child, depth);
      } else run.push(child);
    }
    flush();
    return html;
  }

  private list(node: Fields, depth: number): string {
    const ordered = text(node, 'listType') === 'number' || text(node, 'tag') === 'ol';
    const start = typeof node.start === 'number' && Number.isInteger(node.start) ? node.start : 1;
    const items: string[] = [];
    for (const item of childrenOf(node)) {
      const children = childrenOf(item);
      const lists = children.filter((child) => text(child, 'type') === 'list');
      const nested = lists.map((list) => this.list(list, this.deeper(depth))).join('');
      const inner = this.inline(
        children.filter((child) => text(child, 'type') !== 'list'),
        this.deeper(depth),
      );
      // The editor nests a list in an item of its own: it belongs to the item before it.
      if (!inner.trim() && items.length > 0) items[items.length - 1] += nested;
      else items.push(`<li>${inner}${nested}`);
    }
    if (items.length === 0) return '';
    const tag = ordered ? 'ol' : 'ul';
    return `<${tag}${ordered && start !== 1 ? ` start="${start}"` : ''}>${items.map((item) => `${item}</li>`).join('')}</${tag}>`;
  }

  private inline(nodes: Fields[], depth: number): string {
    const next = this.deeper(depth);
    let html = '';
    for (const node of nodes) {
      const type = text(node, 'type');
      if (typeof node.text === 'string') html += formatted(node);
      else if (type === 'linebreak') html += '<br>';
      else if (type === 'tab') html += '\t';
      else if (type === 'link' || type === 'autolink') {
        const title = text(node, 'title');
        html += `<a href="${escapeHtml(text(node, 'url'))}"${title ? ` title="${escapeHtml(title)}"` : ''}>${this.inline(childrenOf(node), next)}</a>`;
      } else if (Array.isArray(node.children)) html += this.inline(childrenOf(node), next);
      else if (type && type !== 'zwnj') this.body.count(this.body.dropped, CARD_NAMES[type] ?? type);
    }
    return html;
  }
}

/** A text node as HTML: its text escaped, in the elements of its formats. */
function formatted(node: Fields): string {
  const format = typeof node.format === 'number' ? node.format : 0;
  let html = escapeHtml(text(node, 'text'));
  for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
  return html;
}
