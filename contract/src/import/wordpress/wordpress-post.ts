import { htmlToMarkdown } from '../html/html-to-markdown.js';
import { htmlToLine, htmlToText } from '../html/html-to-text.js';
import type { ImportEvent, ImportedStatus, Removed } from '../imported-post.js';
import type { WordPressItem } from './wordpress-items.js';

/** WordPress's statuses in the site's words; `trash` is not imported. */
const STATUSES: Record<string, ImportedStatus> = {
  publish: 'published',
  future: 'scheduled',
  draft: 'draft',
  pending: 'draft',
  'auto-draft': 'draft',
  private: 'hidden',
};

/** The terms a post is filed under that become its tags: categories and tags (`tag` in WXR 1.0). */
const TAG_DOMAINS = new Set(['', 'category', 'post_tag', 'tag']);

const REMOVED_NAMES: Record<keyof Removed, [string, string]> = {
  script: ['script', 'scripts'],
  iframe: ['iframe', 'iframes'],
  style: ['style sheet', 'style sheets'],
  form: ['form', 'forms'],
  embed: ['embedded object', 'embedded objects'],
  'block comment': ['block comment', 'block comments'],
  shortcode: ['shortcode', 'shortcodes'],
  other: ['other element', 'other elements'],
};

/** Where an item is, for every message about it: `export.xml, item 12 ("Hello world")`. */
export function itemSource(item: WordPressItem, fileName: string): string {
  const title = htmlToLine(item.title);
  return `${fileName}, item ${item.index}${title ? ` ("${title}")` : ''}`;
}

/** A post of the export as the events the reader yields: the post, then what the owner should know of it. */
export function wordPressPost(item: WordPressItem, fileName: string): ImportEvent[] {
  const source = itemSource(item, fileName);
  const status = item.status.trim();
  if (status === 'trash') return [{ warning: { source, message: 'it was in the trash: not imported' } }];
  const warnings: string[] = [];
  const { markdown, removed } = htmlToMarkdown(item.content);
  // The block editor's comments only mark where its blocks begin and end, whose content is kept:
  // every post of a block-editor site has them, and a warning on each would hide the others.
  const { 'block comment': _blocks, ...lost } = removed;
  if (Object.keys(lost).length > 0) warnings.push(`removed ${listOf(lost)}`);
  let imported = STATUSES[status];
  if (!imported) {
    imported = 'draft';
    warnings.push(`its status "${status}" is not WordPress's own: imported as a draft`);
  }
  if (item.password !== '') {
    imported = 'hidden';
    warnings.push('it was protected by a password: imported as hidden');
  }
  const oldPath = pathOf(item.link);
  const post = {
    source,
    title: htmlToLine(item.title),
    slug: decoded(item.postName.trim()),
    status: imported,
    date: dateOf(item.dateGmt) || dateOf(item.date),
    tags: tagsOf(item.terms),
    excerpt: htmlToText(item.excerpt),
    markdown,
    ...(oldPath ? { oldPath } : {}),
  };
  return [{ post }, ...warnings.map((message) => ({ warning: { source, message } }))];
}

/** `2 scripts and 1 iframe`. */
export function listOf(removed: Removed): string {
  const parts = Object.entries(removed).map(([kind, times]) => {
    const [one, many] = REMOVED_NAMES[kind as keyof Removed];
    return `${times} ${times === 1 ? one : many}`;
  });
  return joinAll(parts);
}

/** `a`, `a and b`, `a, b and c`. */
export function joinAll(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * `2019-05-01 10:00:00` as `2019-05-01T10:00:00Z`. WordPress writes `0000-00-00 00:00:00` for
 * a draft never dated: that is none. The local `wp:post_date` has no zone: it is read as written.
 */
function dateOf(date: string): string {
  const parts = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date.trim());
  return parts && !parts[1]!.startsWith('0000') ? `${parts[1]}T${parts[2]}Z` : '';
}

/** The names of the post's categories and tags, each once, without WordPress's default category. */
function tagsOf(terms: WordPressItem['terms']): string[] {
  const tags = new Set<string>();
  for (const { domain, nicename, name } of terms) {
    // WordPress keeps a term's name as HTML (`Food &amp; drink`), as it keeps a title.
    const tag = htmlToLine(name);
    const uncategorized =
      domain !== 'post_tag' && domain !== 'tag' && (nicename === 'uncategorized' || tag === 'Uncategorized');
    if (TAG_DOMAINS.has(domain) && tag !== '' && !uncategorized) tags.add(tag);
  }
  return [...tags];
}

/** The path of the post's address on the old site, or undefined for an address by number (`?p=12`). */
function pathOf(link: string): string | undefined {
  try {
    const url = new URL(link.trim());
    if (/(^|&)(p|page_id)=/.test(url.search.slice(1)) || url.pathname === '/') return undefined;
    return url.pathname;
  } catch {
    return undefined;
  }
}

/** WordPress keeps a slug in other scripts than Latin percent-encoded (`%e6%97%a5`). */
function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
