import { limitOf, type Blog } from '@portfolio/contract';

/** Where posts' pages are: `/blog/{slug}` (the front end links them the same way). */
export const BLOG_PATH = '/blog/';

const SLUG_MAX = limitOf('blogs.0.slug');
const SLUG_CHARACTERS = /^[a-z0-9-]+$/;

/**
 * Whether a path's last part could be a post's address at all: what is not (other characters,
 * too long) is answered 404 without reading anything.
 */
export const couldBeSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_CHARACTERS.test(value);

/** A post's page, when it has one: once it has a body, which needs an address. */
export const hasPage = ({ slug, body }: Pick<Blog, 'slug' | 'body'>): boolean => body !== '' && slug !== '';

export const postUrl = (siteUrl: string, slug: string): string => `${siteUrl}${BLOG_PATH}${slug}`;
