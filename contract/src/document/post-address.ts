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
