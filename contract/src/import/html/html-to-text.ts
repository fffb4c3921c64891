import TurndownService from 'turndown';

/*
 * A title or an excerpt, which WordPress keeps as HTML (`Title <em>With</em> Markup`,
 * `Caf&eacute;`), as the plain text a reader saw: tags stripped, entities read, scripts and
 * styles gone. Paragraphs stay apart by a blank line, a line break is a newline.
 */
const service = new TurndownService();
service.escape = (text) => text;
service.addRule('text', {
  filter: () => true,
  replacement: (content, node) => {
    if (node.nodeName === 'BR') return '\n';
    if (node.nodeName === 'IMG') return node.getAttribute('alt') ?? '';
    return (node as HTMLElement & { isBlock?: boolean }).isBlock ? `\n\n${content}\n\n` : content;
  },
});
// The rule above answers every element: the ones to remove must be looked at first.
service.addRule('removed', {
  filter: (node) => /^(SCRIPT|STYLE|IFRAME|OBJECT|EMBED|FORM|SVG|TEXTAREA|SELECT)$/i.test(node.nodeName),
  replacement: () => '',
});

/** The HTML's text, in paragraphs apart by a blank line. */
export function htmlToText(html: string): string {
  return service
    .turndown(html.replace(/\0/g, ''))
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The HTML's text on one line, as a title is. */
export function htmlToLine(html: string): string {
  // Most titles and names hold neither a tag nor an entity: they need no parser.
  return (/[<&]/.test(html) ? htmlToText(html) : html).replace(/\s+/g, ' ').trim();
}
