import type { ImportEvent } from '../imported-post.js';
import { readWordPressItems } from './wordpress-items.js';
import { joinAll, wordPressPost } from './wordpress-post.js';

/** What the owner calls WordPress's other kinds of items: one, many. */
const KINDS: Record<string, [string, string]> = {
  page: ['page', 'pages'],
  attachment: ['attachment', 'attachments'],
  nav_menu_item: ['menu item', 'menu items'],
  wp_navigation: ['navigation menu', 'navigation menus'],
  wp_block: ['reusable block', 'reusable blocks'],
  wp_template: ['template', 'templates'],
  wp_template_part: ['template part', 'template parts'],
  wp_global_styles: ['set of global styles', 'sets of global styles'],
  custom_css: ['custom style sheet', 'custom style sheets'],
  revision: ['revision', 'revisions'],
};

/**
 * The posts of a WordPress export (Tools, Export: a WXR file of version 1.0, 1.1 or 1.2), one
 * event at a time as the file streams in: each post as its item closes, with what the owner
 * should know of it; then one warning counting the items of other kinds (pages, attachments,
 * menus), which are not imported.
 *
 * @throws ImportFileError when the file is malformed, declares a DOCTYPE or an entity, or is not
 * a WordPress export; nothing is yielded after.
 */
export async function* readWordPressExport(
  chunks: AsyncIterable<string | Uint8Array>,
  fileName: string,
): AsyncGenerator<ImportEvent> {
  const others = new Map<string, number>();
  for await (const item of readWordPressItems(chunks, fileName)) {
    const type = item.postType.trim();
    if (type === 'post') yield* wordPressPost(item, fileName);
    else others.set(type, (others.get(type) ?? 0) + 1);
  }
  if (others.size > 0) yield { warning: { source: fileName, message: notImported(others) } };
}

/** `12 pages, 40 attachments and 3 menu items were not imported`. */
function notImported(others: Map<string, number>): string {
  const parts = [...others].map(([type, times]) => {
    const [one, many] =
      KINDS[type] ?? (type ? [`"${type}" item`, `"${type}" items`] : ['item without a type', 'items without a type']);
    return `${times} ${times === 1 ? one : many}`;
  });
  return `${joinAll(parts)} ${others.size === 1 && [...others.values()][0] === 1 ? 'was' : 'were'} not imported`;
}
