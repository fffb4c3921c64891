const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for an element's content or a quoted attribute value, in HTML and XML alike:
 * the page's head tags, the sitemap and the feed are written with it.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
