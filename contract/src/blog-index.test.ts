import { describe, expect, it } from 'vitest';
import { blogTags, listingPagePath, listingPages, postsInOrder, tagSlug } from './blog-index.js';
import { newestFirst } from './document/public-view.js';
import type { Blog } from './document/portfolio.js';

const post = (title: string, date: string, fields: Partial<Blog> = {}): Blog =>
  ({ title, date, tags: [], slug: title.toLowerCase(), body: 'b', ...fields }) as Blog;

describe("the blog's listings", () => {
  it('slugs a tag: lower case, accents dropped, other runs one dash, none at the ends', () => {
    expect(tagSlug('Café Notes')).toBe('cafe-notes');
    expect(tagSlug('  C++ / Rust!! ')).toBe('c-rust');
    expect(tagSlug('Ｆｕｌｌ　Width')).toBe('full-width');
    expect(tagSlug('Résumé')).toBe('resume');
    expect(tagSlug('!!!')).toBe('');
    expect(tagSlug('日本語')).toBe('');
  });

  it('orders posts by date, newest first, a non-date last, the owner’s order on a tie', () => {
    const posts = [post('A', '2024-01-01'), post('B', 'Someday'), post('C', '2024-03-01'), post('D', '2024-01-01')];
    expect(newestFirst(posts).map(({ title }) => title)).toEqual(['C', 'A', 'D', 'B']);
  });

  it('sorts a list once: the same list asked again gets the same order, another list its own', () => {
    const posts = [post('A', '2024-01-01'), post('B', '2024-03-01')];
    const order = newestFirst(posts);
    expect(newestFirst(posts)).toBe(order);
    expect(newestFirst([...posts, post('C', '2024-02-01')]).map(({ title }) => title)).toEqual(['B', 'C', 'A']);
    expect(order.map(({ title }) => title)).toEqual(['B', 'A']);
  });

  it('pages: the first at its base, at least one, 20 to a page', () => {
    expect(listingPagePath('/blog', 1)).toBe('/blog');
    expect(listingPagePath('/blog/tag/rust', 3)).toBe('/blog/tag/rust/page/3');
    expect([0, 1, 20, 21, 40, 41].map(listingPages)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('gathers spellings of one slug under the newest post’s, each post once, none with an empty slug', () => {
    const posts = [
      post('Old', '2024-01-01', { tags: ['cafe-notes'] }),
      post('New', '2024-05-01', { tags: ['Café Notes', 'CAFE NOTES', '!!!'] }),
    ];
    const tags = blogTags(posts);
    expect([...tags.keys()]).toEqual(['cafe-notes']);
    expect(tags.get('cafe-notes')!.name).toBe('Café Notes');
    expect(tags.get('cafe-notes')!.posts.map(({ title }) => title)).toEqual(['New', 'Old']);
  });

  it("finds a post's newer and older neighbours with a page, by date", () => {
    const posts = [post('Old', '2024-01-01'), post('Bare', '2024-02-01', { body: '' }), post('New', '2024-03-01')];
    expect(postsInOrder(posts)).toEqual([
      { post: posts[2], newer: undefined, older: posts[0] },
      { post: posts[0], newer: posts[2], older: undefined },
    ]);
  });
});
