import type { FieldError } from './check.js';
import { MESSAGES } from './values.js';

/** What the rules read of a document: each post's address, body, status and moment. */
interface PostsOf {
  blogs: readonly { slug?: string; body?: string; status?: string; publishAt?: string }[];
}

/**
 * The rules of posts across their fields: an address names one post, a post with a page has an
 * address, and a scheduled post says when. Optional fields may be missing: they read as empty,
 * and a missing status as Published.
 */
export function postRules(document: PostsOf): FieldError[] {
  const errors: FieldError[] = [];
  const taken = new Set<string>();
  document.blogs.forEach(({ slug = '', body = '', status, publishAt = '' }, index) => {
    const path = (field: string) => `blogs.${index}.${field}`;
    if (slug === '') {
      if (body !== '') errors.push({ path: path('slug'), message: MESSAGES.slugNeeded });
    } else if (taken.has(slug)) {
      errors.push({ path: path('slug'), message: MESSAGES.slugTaken });
    }
    taken.add(slug);
    if (status === 'scheduled' && publishAt === '') {
      errors.push({ path: path('publishAt'), message: MESSAGES.publishAtNeeded });
    }
  });
  return errors;
}
