import type { Blog } from '@portfolio/contract';

/** Where a post's own page is: `/blog/{slug}`. The API answers it (backend/src/site). */
export const postPath = (slug: string): string => `/blog/${slug}`;

/** The post's page, when it has one: a post has a page once it has a body (which needs an address). */
export const postPageOf = ({ slug, body }: Pick<Blog, 'slug' | 'body'>): string | undefined =>
  body !== '' && slug !== '' ? postPath(slug) : undefined;
