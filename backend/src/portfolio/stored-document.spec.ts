import { DEFAULT_PORTFOLIO, SHAPE_VERSION, type Blog } from '@portfolio/contract';
import { HeldPosts } from './posts/held-posts';
import type { PostRecord } from './posts/post-record';
import { readAssembled } from './stored-document';

const row = { ...DEFAULT_PORTFOLIO, blogs: [] };
let seq = 0;
const record = (id: string, position: number, fields: Partial<Blog> = {}): PostRecord => ({
  id,
  position,
  fields: { ...DEFAULT_PORTFOLIO.blogs[0]!, title: `Post ${id}`, slug: `post-${id}`, ...fields },
  shape: SHAPE_VERSION,
  version: 1,
  seq: ++seq,
});

describe('the posts held in memory', () => {
  it('put a post saved in its place where it was, in a new list, and sort again when a place moves', () => {
    const held = new HeldPosts();
    held.apply({ records: [record('c', 3), record('a', 1), record('b', 2)], removals: [] }, seq);
    const before = held.list();
    const saved = record('b', 2, { title: 'Saved' });

    held.apply({ records: [saved], removals: [] }, seq);

    const after = held.list();
    expect(after).not.toBe(before);
    expect(before.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    expect(after).toEqual([before[0], saved, before[2]]);
    held.apply({ records: [record('a', 4)], removals: [] }, seq);
    expect(held.list().map(({ id }) => id)).toEqual(['b', 'c', 'a']);
    held.replaceAll([], seq);
    expect(held.list()).toEqual([]);
  });
});

describe('a document assembled from the last', () => {
  const posts = ['a', 'b', 'c'].map((id, index) => record(id, index));
  const first = readAssembled(row, SHAPE_VERSION, posts);

  it('reads the changed post alone and answers what reading them all answers', () => {
    const changed = [posts[0]!, record('b', 1, { title: 'Saved alone' }), posts[2]!];

    const next = readAssembled(row, SHAPE_VERSION, changed, first);

    expect(next).toEqual(readAssembled(row, SHAPE_VERSION, changed));
    expect(next.document.blogs[1]!.title).toBe('Saved alone');
    expect(next.document.blogs[0]).toBe(first.document.blogs[0]);
    expect(next.document.personalInfo).toBe(first.document.personalInfo);
  });

  it('names the rule a changed post breaks where it stands, as reading them all does', () => {
    const changed = [posts[0]!, posts[1]!, record('c', 2, { status: 'scheduled', publishAt: '' })];

    const next = readAssembled(row, SHAPE_VERSION, changed, first);

    expect(next.problems).toEqual([{ path: 'blogs.2.publishAt', message: expect.any(String) }]);
    expect(next).toEqual(readAssembled(row, SHAPE_VERSION, changed));
  });

  it('reads everything again for another row', () => {
    const other = { ...row, personalInfo: { ...row.personalInfo, name: 'Another' } };

    expect(readAssembled(other, SHAPE_VERSION, posts, first).document.personalInfo.name).toBe('Another');
  });
});
