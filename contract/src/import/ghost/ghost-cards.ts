/**
 * Ghost's cards (its editor's blocks that are not text: images, code, embeds…) as HTML, shared by
 * both of its editors' formats: Lexical's card nodes and Mobiledoc's cards carry the same fields.
 */

/** A run of a post's body: HTML still to be made Markdown, or Markdown the author wrote as such. */
export type GhostPart = { html: string } | { markdown: string };

/** Something of a Ghost document, as it is read: an object whose fields are not yet known. */
export type Fields = Record<string, unknown>;

/** A post's body as it is rendered, and what of it could not be kept whole. */
export class GhostBody {
  readonly parts: GhostPart[] = [];
  /** Cards Markdown cannot hold, by name: kept as their text or a link. */
  readonly reduced = new Map<string, number>();
  /** Cards with nothing Markdown can hold, by name: left out. */
  readonly dropped = new Map<string, number>();

  html(html: string): void {
    const last = this.parts[this.parts.length - 1];
    if (last && 'html' in last) last.html += html;
    else this.parts.push({ html });
  }

  markdown(markdown: string): void {
    if (markdown.trim()) this.parts.push({ markdown });
  }

  count(tally: Map<string, number>, card: string): void {
    tally.set(card, (tally.get(card) ?? 0) + 1);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text, or an attribute's value, as HTML that says exactly it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field that should be text: anything else (missing, null, a number) reads as empty. */
export const text = (fields: Fields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label || href)}</a></p>`;

// Captions, callouts' and toggles' texts are HTML the editor wrote: they go on to be made
// Markdown with the rest, which takes out whatever Markdown cannot hold.
const figure = (content: string, caption: string) =>
  caption.trim() ? `<figure>${content}<figcaption>${caption}</figcaption></figure>` : content;

function image(fields: Fields): string {
  const src = text(fields, 'src');
  if (!src) return '';
  const title = text(fields, 'title');
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(text(fields, 'alt'))}"${title ? ` title="${escapeHtml(title)}"` : ''}>`;
  const href = text(fields, 'href');
  return href ? `<a href="${escapeHtml(href)}">${img}</a>` : img;
}

/** A card that keeps its text (or a link) but not its look: said in the post's warning. */
function reducedCard(name: string, fields: Fields): string {
  const metadata = isFields(fields.metadata) ? fields.metadata : {};
  switch (name) {
    case 'bookmark':
    case 'embed': {
      const url = text(fields, 'url');
      if (!url) return '';
      const description = text(metadata, 'description');
      const about = description ? `<p>${escapeHtml(description)}</p>` : '';
      return figure(`${link(url, text(metadata, 'title'))}${about}`, text(fields, 'caption'));
    }
    case 'callout':
      return `<blockquote>${text(fields, 'calloutText')}</blockquote>`;
    case 'toggle':
      return `<p><strong>${text(fields, 'heading')}</strong></p>${text(fields, 'content')}`;
    case 'button':
      return text(fields, 'buttonUrl') ? link(text(fields, 'buttonUrl'), text(fields, 'buttonText')) : '';
    case 'video':
    case 'audio':
      return text(fields, 'src')
        ? figure(link(text(fields, 'src'), text(fields, 'title') || text(fields, 'fileName')), text(fields, 'caption'))
        : '';
    case 'file':
      return text(fields, 'src')
        ? figure(
            link(text(fields, 'src'), text(fields, 'fileTitle') || text(fields, 'fileName')),
            text(fields, 'fileCaption'),
          )
        : '';
    case 'product': {
      const picture = image({ src: text(fields, 'productImageSrc') });
      const url = text(fields, 'productUrl');
      return [
        picture && `<p>${picture}</p>`,
        text(fields, 'productTitle') && `<p><strong>${text(fields, 'productTitle')}</strong></p>`,
        text(fields, 'productDescription'),
        url && link(url, text(fields, 'productButton')),
      ].join('');
    }
    case 'header':
    case 'call-to-action': {
      const url = text(fields, 'buttonUrl');
      return [
        text(fields, 'header') && `<p><strong>${text(fields, 'header')}</strong></p>`,
        text(fields, 'subheader') && `<p>${text(fields, 'subheader')}</p>`,
        text(fields, 'textValue'),
        url && link(url, text(fields, 'buttonText')),
      ].join('');
    }
    default:
      // Ghost's signup form, paywall, email-only blocks and podcast player, and any card this
      // reader does not know: their text speaks of something this site does not have.
      return '';
  }
}

/**
 * Writes one card of a post: Ghost's name for it (`image`, `code`, `markdown`…) and its fields.
 * Markdown cards are kept as the author wrote them; HTML cards go on as HTML like the rest.
 */
export function renderCard(name: string, fields: Fields, body: GhostBody): void {
  switch (name) {
    case 'markdown':
    case 'card-markdown':
      body.markdown(text(fields, 'markdown'));
      return;
    case 'html':
      body.html(text(fields, 'html'));
      return;
    case 'hr':
      body.html('<hr>');
      return;
    case 'image': {
      const img = image(fields);
      if (img) body.html(figure(`<p>${img}</p>`, text(fields, 'caption')));
      else body.count(body.dropped, name);
      return;
    }
    case 'gallery': {
      // Markdown holds images: a gallery keeps them all, one after another, without its grid.
      const images = Array.isArray(fields.images) ? fields.images.filter(isFields).map(image).join('') : '';
      if (images) body.html(figure(`<p>${images}</p>`, text(fields, 'caption')));
      else body.count(body.dropped, name);
      return;
    }
    case 'code': {
      const language = text(fields, 'language').replace(/[^\w+#.-]/g, '');
      const code = escapeHtml(text(fields, 'code'));
      const pre = `<pre><code${language ? ` class="language-${language}"` : ''}>${code}</code></pre>`;
      body.html(figure(pre, text(fields, 'caption')));
      return;
    }
  }
  const kept = reducedCard(name, fields);
  if (kept) {
    body.html(kept);
    body.count(body.reduced, name);
  } else body.count(body.dropped, name);
}

// Ghost renders a bookmark card as one link around its title, description, icon, publisher and
// thumbnail; a Markdown link holds a line of text, so the card is made its title's link and its
// description, as the card itself is written here when rendered from the editor's document.
const BOOKMARK = /<a class="kg-bookmark-container" href="([^"]*)">([\s\S]*?)<\/a>/g;

const bookmarkPart = (html: string, name: string) =>
  new RegExp(`<div class="kg-bookmark-${name}">([\\s\\S]*?)</div>`).exec(html)?.[1]?.trim() ?? '';

/** Ghost's HTML with its bookmark cards as a link and a paragraph, the rest as it was. */
export function plainBookmarks(html: string): string {
  return html.replace(BOOKMARK, (_card, href: string, inner: string) => {
    const description = bookmarkPart(inner, 'description');
    return `<p><a href="${href}">${bookmarkPart(inner, 'title') || href}</a></p>${description ? `<p>${description}</p>` : ''}`;
  });
}
