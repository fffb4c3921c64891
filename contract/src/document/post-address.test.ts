import { describe, expect, it } from 'vitest';
import { couldBeSlug, postPageOf, postPath, slugFromTitle } from './post-address.js';

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

describe('slugFromTitle', () => {
  it('writes the title in lowercase words joined by hyphens, without accents or punctuation', () => {
    expect(slugFromTitle('Backpressure, Explained!')).toBe('backpressure-explained');
    expect(slugFromTitle('  Ça va? Crème brûlée & C++ 2024 ')).toBe('ca-va-creme-brulee-c-2024');
  });

  it('is empty for a title with no letters or digits', () => {
    expect(slugFromTitle('!?')).toBe('');
  });

  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)+$/);
    expect(slugFromTitle('x'.repeat(100))).toBe('x'.repeat(80));
  });
});
