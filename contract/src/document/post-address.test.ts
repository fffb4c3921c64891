import { describe, expect, it } from 'vitest';
import { couldBeSlug, postPageOf, postPath } from './post-address.js';

describe("a post's address", () => {
  it('is under /blog/', () => {
    expect(postPath('my-first-post')).toBe('/blog/my-first-post');
  });

  it('is a page once the post has a body and a slug', () => {
    expect(postPageOf({ slug: 'notes', body: '0'.repeat(32) })).toBe('/blog/notes');
    expect(postPageOf({ slug: 'notes', body: '' })).toBeUndefined();
    expect(postPageOf({ slug: '', body: '0'.repeat(32) })).toBeUndefined();
  });

  it.each(['a', 'my-first-post', '2024', 'x'.repeat(80)])('could be %j', (value) => {
    expect(couldBeSlug(value)).toBe(true);
  });

  // The document takes none of these as a slug, so no post has them as its address or a former one.
  it.each(['', 'My-Post', 'a--b', '-a', 'a-', 'a_b', 'x'.repeat(81), 'caf\u00e9'])('could not be %j', (value) => {
    expect(couldBeSlug(value)).toBe(false);
  });
});
