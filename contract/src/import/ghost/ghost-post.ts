import { GhostBody, plainBookmarks, renderCard, text, type Fields, type GhostPart } from './ghost-cards.js';
import { renderLexical } from './ghost-lexical.js';
import { partsToMarkdown } from './ghost-markdown.js';
import { renderMobiledoc } from './ghost-mobiledoc.js';
import type { ImportEvent, ImportedStatus } from '../imported-post.js';
import { joinAll, listOf } from '../wordpress/wordpress-post.js';

/** What of the export a post points into, by the post's id: its tags' names, and its row of `posts_meta`. */
export interface GhostRelations {
  tags: ReadonlyMap<string, string[]>;
  meta: ReadonlyMap<string, Fields>;
}

/** Ghost's statuses in the site's words: `sent` is a newsletter emailed and never on the site. */
const STATUSES: Record<string, ImportedStatus> = {
  published: 'published',
  draft: 'draft',
  scheduled: 'scheduled',
  sent: 'hidden',
};

// Ghost writes the site's own address as this in the addresses it keeps (its images, its pages):
// taken off, `/content/images/…` stays a path.
const GHOST_URL = /__GHOST_URL__/g;

// A date as Ghost writes one: `2021-03-24T04:34:09.000Z` in its exports, or `2023-01-14 04:24:27`
// as its database gives it, in UTC without a zone.
const DATE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/** A post of the export as the events the reader yields: the post, then what the owner should know of it. */
export function ghostPost(post: Fields, source: string, relations: GhostRelations): ImportEvent[] {
  const id = String(post.id ?? '');
  const meta = relations.meta.get(id) ?? {};
  const warnings: string[] = [];

  const feature = new GhostBody();
  if (text(post, 'feature_image')) {
    renderCard(
      'image',
      {
        src: text(post, 'feature_image'),
        alt: text(meta, 'feature_image_alt') || text(post, 'feature_image_alt'),
        caption: text(meta, 'feature_image_caption') || text(post, 'feature_image_caption'),
      },
      feature,
    );
  }
  const body = bodyOf(post, source);
  const { markdown, removed } = partsToMarkdown([...feature.parts, ...body.parts].map(withoutGhostUrl));
  const lost = [
    Object.keys(removed).length > 0 && `removed ${listOf(removed)}`,
    body.reduced.size > 0 && `kept only the text or the link of ${cardsOf(body.reduced)}`,
    body.dropped.size > 0 && `left out ${cardsOf(body.dropped)}`,
  ].filter((said) => typeof said === 'string');
  if (lost.length > 0) warnings.push(lost.join('; '));

  const ghostStatus = text(post, 'status');
  let status = STATUSES[ghostStatus];
  if (!status) {
    status = 'draft';
    warnings.push(`its status "${ghostStatus}" is not Ghost's own: imported as a draft`);
  }
  if (ghostStatus === 'sent') warnings.push('it was a newsletter sent by email, never on the site: imported as hidden');
  const visibility = text(post, 'visibility') || 'public';
  // Hidden rather than public: what its author kept behind a sign-in is not shown to everyone
  // until the owner says so, which is one step (a hidden post published), where the other way
  // round it would have been seen already.
  if (visibility !== 'public' && (status === 'published' || status === 'scheduled')) {
    status = 'hidden';
    warnings.push(`it was for members only on Ghost (visibility "${visibility}"): imported as hidden`);
  }

  const written = post.published_at ?? post.created_at;
  const date = dateOf(written);
  if (date === undefined) warnings.push(`its date "${String(written)}" could not be read: imported without one`);
  const slug = text(post, 'slug').trim();
  const imported = {
    source,
    title: text(post, 'title'),
    slug,
    status,
    date: date ?? '',
    tags: relations.tags.get(id) ?? [],
    // Ghost's own excerpt when its author wrote one; else none, and the placing writes one from the body.
    excerpt: text(post, 'custom_excerpt'),
    markdown,
    // Ghost's default address for a post, `/{slug}/`.
    ...(slug ? { oldPath: `/${slug}/` } : {}),
  };
  return [{ post: imported }, ...warnings.map((message) => ({ warning: { source, message } }))];
}

/** The post's body: the HTML Ghost rendered of it, or when there is none its editor's document rendered here. */
function bodyOf(post: Fields, source: string): GhostBody {
  if (text(post, 'html').trim()) {
    const body = new GhostBody();
    body.html(plainBookmarks(text(post, 'html')));
    return body;
  }
  if (text(post, 'lexical').trim()) return renderLexical(text(post, 'lexical'), source);
  if (text(post, 'mobiledoc').trim()) return renderMobiledoc(text(post, 'mobiledoc'), source);
  return new GhostBody();
}

const withoutGhostUrl = (part: GhostPart): GhostPart =>
  'html' in part ? { html: part.html.replace(GHOST_URL, '') } : { markdown: part.markdown.replace(GHOST_URL, '') };

/** `1 bookmark card and 2 video cards`. */
const cardsOf = (cards: ReadonlyMap<string, number>) =>
  joinAll([...cards].map(([name, times]) => `${times} ${name} card${times === 1 ? '' : 's'}`));

/** A date of Ghost's as `YYYY-MM-DDTHH:MM:SSZ` in UTC: empty when there is none, undefined when it cannot be read. */
function dateOf(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return '';
  const parts = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  // Ghost before 1.0 wrote its dates as milliseconds since 1970.
  const time =
    typeof value === 'number' ? value : parts ? Date.parse(`${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}`) : NaN;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
