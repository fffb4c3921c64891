import { limitOf, type Blog } from './portfolio.js';
import { isSlug } from './values.js';

/** Where posts' pages are: `/blog/{slug}`, answered by the API and linked by the public page. */
export const BLOG_PATH = '/blog/';

const SLUG_MAX = limitOf('blogs.0.slug');

export const postPath = (slug: string): string => `${BLOG_PATH}${slug}`;

/** A post has a page once it has a body, which needs an address. */
export const hasPage = ({ slug, body }: Pick<Blog, 'slug' | 'body'>): boolean => body !== '' && slug !== '';

/** The post's page, when it has one. */
export const postPageOf = (post: Pick<Blog, 'slug' | 'body'>): string | undefined =>
  hasPage(post) ? postPath(post.slug) : undefined;

/**
 * Whether a path's last part could be a post's address at all, by the document's rule for one:
 * what cannot is answered as no post without reading anything.
 */
export const couldBeSlug = (value: string): boolean => value.length <= SLUG_MAX && isSlug(value);

/**
 * A post's address from its title (or any text): `Backpressure, Explained!` →
 * `backpressure-explained`. Letters lose their accents, anything else between words becomes one
 * hyphen, and a long title is cut at a word, within the slug's limit; empty when the text has no
 * letter or digit. The editor writes a new post's address so, and the import an imported one's.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = longer;
  }
  return slug;
}
