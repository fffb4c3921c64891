import { escapeHtml, GhostBody, isFields, renderCard, text, type Fields } from './ghost-cards.js';
import { ImportFileError } from '../imported-post.js';

/**
 * Mobiledoc 0.3, the JSON Ghost's editor kept a post in before Ghost 5, as HTML. A document holds
 * lists its sections point into: `markups` (inline elements), `atoms` (inline things, Ghost's
 * line break), `cards` (ghost-cards.ts); a section is `[1, tag, markers]` (text), `[2, src]` (an
 * image), `[3, tag, items]` (a list) or `[10, card]`, and a marker `[0 text | 1 atom, markups
 * opened, how many close after it, value]`.
 */

// The inline elements a markup may be: any other keeps its text without its element.
const INLINE = new Set(['a', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'code', 'sub', 'sup', 'mark']);

const SECTIONS: Record<string, string> = {
  p: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  blockquote: 'blockquote',
  // Ghost's second quote style: a quote here.
  aside: 'blockquote',
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A post's `mobiledoc` field as HTML, or an ImportFileError naming the post (`source`) when it is not Mobiledoc 0.3. */
export function renderMobiledoc(json: string, source: string): GhostBody {
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    throw new ImportFileError('Its content, in the Mobiledoc format of Ghost’s former editor, is not JSON.', source);
  }
  if (!isFields(document) || !text(document, 'version').startsWith('0.3')) {
    throw new ImportFileError('Its content is not in the Mobiledoc format (0.3) of Ghost’s former editor.', source);
  }
  const body = new GhostBody();
  new MobiledocWriter(document, body).sections(list(document.sections));
  return body;
}

class MobiledocWriter {
  private readonly markups: unknown[];
  private readonly atoms: unknown[];
  private readonly cards: unknown[];

  constructor(
    document: Fields,
    private readonly body: GhostBody,
  ) {
    this.markups = list(document.markups);
    this.atoms = list(document.atoms);
    this.cards = list(document.cards);
  }

  sections(sections: unknown[]): void {
    for (const section of sections) {
      const [kind, first, second] = list(section);
      if (kind === 1) {
        const tag = SECTIONS[String(first).toLowerCase()] ?? 'p';
        const inner = this.markers(second);
        if (inner.trim()) this.body.html(`<${tag}>${inner}</${tag}>`);
      } else if (kind === 2 && typeof first === 'string') {
        renderCard('image', { src: first }, this.body);
      } else if (kind === 3) {
        const tag = String(first).toLowerCase() === 'ol' ? 'ol' : 'ul';
        const items = list(second).map((markers) => `<li>${this.markers(markers)}</li>`);
        if (items.length > 0) this.body.html(`<${tag}>${items.join('')}</${tag}>`);
      } else if (kind === 10) {
        const [name, payload] = list(this.cards[Number(first)]);
        renderCard(String(name ?? 'card'), isFields(payload) ? payload : {}, this.body);
      } else this.body.count(this.body.dropped, 'unknown section');
    }
  }

  /** A run of markers as HTML: each opens its markups, says its text, and closes as many as it says. */
  private markers(markers: unknown): string {
    let html = '';
    const open: string[] = [];
    for (const marker of list(markers)) {
      const [type, opens, closes, value] = list(marker);
      for (const index of list(opens)) {
        const tag = this.open(index);
        open.push(tag.name);
        html += tag.html;
      }
      html += type === 1 ? this.atom(value) : escapeHtml(typeof value === 'string' ? value : '');
      for (let n = typeof closes === 'number' ? closes : 0; n > 0 && open.length > 0; n -= 1) html += close(open.pop());
    }
    while (open.length > 0) html += close(open.pop());
    return html;
  }

  /** A markup's opening tag, and the name it closes by: none for an element Markdown does not know. */
  private open(index: unknown): { name: string; html: string } {
    const [tag, attributes] = list(this.markups[Number(index)]);
    const name = String(tag ?? '').toLowerCase();
    if (!INLINE.has(name)) return { name: '', html: '' };
    if (name !== 'a') return { name, html: `<${name}>` };
    // Its attributes are one list of names and values: `['href', 'https://…', 'rel', '…']`.
    const pairs = list(attributes);
    const at = pairs.indexOf('href');
    const href = at >= 0 ? pairs[at + 1] : '';
    return { name, html: `<a href="${escapeHtml(typeof href === 'string' ? href : '')}">` };
  }

  private atom(index: unknown): string {
    const [name, value] = list(this.atoms[Number(index)]);
    // Ghost's one atom is the line break of a Shift+Enter; any other is kept as its text.
    return name === 'soft-return' ? '<br>' : escapeHtml(typeof value === 'string' ? value : '');
  }
}

const close = (name: string | undefined) => (name ? `</${name}>` : '');
