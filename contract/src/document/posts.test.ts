import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { checkDocument, pick } from './check.js';
import { choice, instant, object, optional, postBody, slug } from './fields.js';
import { withoutOptionalFields } from './optional-fields.js';
import { checkPortfolio, isPortfolio, pickPortfolio, PORTFOLIO, type Blog, type Portfolio } from './portfolio.js';
import { isPublicPost, nextPublication, publicPortfolio } from './public-view.js';
import { MESSAGES } from './values.js';

const POST_FIELDS = object({
  slug: slug(20),
  former: optional(slug(20, { blank: false })),
  publishAt: instant(),
  body: postBody(),
  status: optional(
    choice([
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Draft' },
      { value: 'scheduled', label: 'Scheduled' },
    ]),
  ),
});
const VALID = { slug: '', publishAt: '', body: '' };

/** The one problem of `value` in the field `key` of a small description, if any. */
const problem = (key: string, value: unknown) =>
  checkDocument(POST_FIELDS, { ...VALID, [key]: value }).map(({ path, message }) => `${path} ${message}`);

describe('a slug', () => {
  it.each(['', 'a', 'my-first-post', '2024', 'rust-2024-in-review', 'x'.repeat(20)])('takes %j', (value) => {
    expect(problem('slug', value)).toEqual([]);
  });

  it.each(['My-Post', 'my_post', 'my--post', '-post', 'post-', 'my post', 'café', 'post/1', ' post', 'a.b'])(
    'refuses %j, saying what a slug is made of',
    (value) => {
      expect(problem('slug', value)).toEqual([`slug ${MESSAGES.slug}`]);
    },
  );

  it('is held to its bound, and to being there when it may not be blank', () => {
    expect(problem('slug', 'x'.repeat(21))).toEqual([`slug ${MESSAGES.tooLong(20)}`]);
    expect(problem('former', '')).toEqual([`former ${MESSAGES.blank}`]);
  });
});

describe('an instant', () => {
  it.each(['', '2024-03-15T09:30:00Z', '2024-02-29T23:59:59Z', '1999-12-31T00:00:00Z'])('takes %j', (value) => {
    expect(problem('publishAt', value)).toEqual([]);
  });

  it.each([
    '2024-03-15',
    '2024-03-15T09:30Z',
    '2024-03-15T09:30:00',
    '2024-03-15T09:30:00.000Z',
    '2024-03-15T09:30:00+00:00',
    '2024-03-15 09:30:00Z',
    '2023-02-29T10:00:00Z',
    '2024-03-15T24:00:00Z',
    '2024-03-15T09:60:00Z',
    '2024-12-31T23:59:60Z',
    '2024-03-15t09:30:00z',
  ])('refuses %j: a real moment in UTC, spelt one way', (value) => {
    expect(problem('publishAt', value)).toEqual([`publishAt ${MESSAGES.instant}`]);
  });
});

describe('a post body', () => {
  it('is empty, or the id of a stored body: 32 lowercase hex digits', () => {
    expect(problem('body', '')).toEqual([]);
    expect(problem('body', '0123456789abcdef0123456789abcdef')).toEqual([]);
    for (const value of [
      '0123456789ABCDEF0123456789ABCDEF',
      'a'.repeat(31),
      'a'.repeat(33),
      `/media/${'a'.repeat(32)}`,
    ]) {
      expect(problem('body', value)).toEqual([`body ${MESSAGES.postBody}`]);
    }
  });
});

describe('a choice', () => {
  it('takes one of its options, and names the others by their labels', () => {
    expect(problem('status', 'draft')).toEqual([]);
    expect(MESSAGES.choice(['Published', 'Draft', 'Scheduled'])).toBe('must be Published, Draft or Scheduled');
    for (const value of ['', 'Draft', 'deleted', 42]) {
      expect(problem('status', value)).toEqual([
        `status ${value === 42 ? MESSAGES.text : 'must be Published, Draft or Scheduled'}`,
      ]);
    }
  });

  it('reads as its first option when it is missing, empty or none of them', () => {
    for (const status of [undefined, '', 'bogus']) {
      expect(pick(POST_FIELDS, { ...VALID, status })).toMatchObject({ status: 'published' });
    }
    expect(pick(POST_FIELDS, { ...VALID, status: 'scheduled' })).toMatchObject({ status: 'scheduled' });
  });
});

const post = (fields: Partial<Blog>): Blog => ({ ...DEFAULT_PORTFOLIO.blogs[0]!, ...fields });
const withPosts = (...posts: Partial<Blog>[]): Portfolio => ({ ...DEFAULT_PORTFOLIO, blogs: posts.map(post) });
const BODY = 'ab'.repeat(16);

describe('the rules across a post’s fields', () => {
  it('gives each post its own address, naming every later post at a taken one', () => {
    const document = withPosts(
      { slug: 'one' },
      { slug: 'two' },
      { slug: 'one' },
      { slug: '' },
      { slug: '' },
      { slug: 'one' },
    );

    expect(checkPortfolio(document)).toEqual([
      { path: 'blogs.2.slug', message: MESSAGES.slugTaken },
      { path: 'blogs.5.slug', message: MESSAGES.slugTaken },
    ]);
  });

  it('needs an address for a post with a body, and not for one without', () => {
    expect(checkPortfolio(withPosts({ body: BODY }, { slug: 'has-one', body: BODY }, {}))).toEqual([
      { path: 'blogs.0.slug', message: MESSAGES.slugNeeded },
    ]);
  });

  it('needs a moment for a scheduled post, and only for one', () => {
    expect(
      checkPortfolio(
        withPosts(
          { status: 'scheduled' },
          { status: 'scheduled', publishAt: '2030-01-01T00:00:00Z' },
          { status: 'draft' },
        ),
      ),
    ).toEqual([{ path: 'blogs.0.publishAt', message: MESSAGES.publishAtNeeded }]);
  });

  it('reads missing fields as empty, and a missing status as Published', () => {
    const document = withoutOptionalFields(PORTFOLIO, withPosts({ slug: 'a' }, { slug: 'a' }));

    expect(checkPortfolio(document)).toEqual([]);
  });

  it('waits until every field is valid on its own, so a field has one problem at a time', () => {
    const document = withPosts({ slug: 'same' }, { slug: 'same', status: 'scheduled', title: '' });

    expect(checkPortfolio(document)).toEqual([{ path: 'blogs.1.title', message: MESSAGES.blank }]);
  });
});

describe('a document written before posts had pages', () => {
  const specification = withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO);

  it('is valid, and reads every post as published, with no address, tags or body', () => {
    expect(checkPortfolio(specification)).toEqual([]);
    expect(isPortfolio(specification)).toBe(true);
    for (const blog of pickPortfolio(specification).blogs) {
      expect(blog).toMatchObject({ slug: '', formerSlugs: [], tags: [], status: 'published', publishAt: '', body: '' });
    }
  });

  it('shows every post to visitors', () => {
    const document = pickPortfolio(specification);

    expect(publicPortfolio(document, new Date())).toEqual(document);
  });
});

describe('who sees a post', () => {
  const NOW = new Date('2030-06-01T12:00:00Z');
  const scheduled = (publishAt: string) => post({ status: 'scheduled', publishAt });

  it('shows a published post and never a draft, whatever their moment says', () => {
    expect(isPublicPost(post({ status: 'published', publishAt: '2999-01-01T00:00:00Z' }), NOW)).toBe(true);
    expect(isPublicPost(post({ status: 'draft', publishAt: '2000-01-01T00:00:00Z' }), NOW)).toBe(false);
  });

  it('shows a scheduled post from its very second on, not a second before', () => {
    expect(isPublicPost(scheduled('2030-06-01T11:59:59Z'), NOW)).toBe(true);
    expect(isPublicPost(scheduled('2030-06-01T12:00:00Z'), NOW)).toBe(true);
    expect(isPublicPost(scheduled('2030-06-01T12:00:01Z'), NOW)).toBe(false);
    expect(isPublicPost(scheduled('2030-06-01T12:00:00Z'), new Date(NOW.getTime() - 1))).toBe(false);
  });

  it('hides a scheduled post without a valid moment', () => {
    expect(isPublicPost(scheduled(''), NOW)).toBe(false);
    expect(isPublicPost(scheduled('soon'), NOW)).toBe(false);
  });

  it('leaves out of the public document the posts not public, and keeps everything else as it is', () => {
    const document = withPosts(
      { title: 'Out', status: 'published' },
      { title: 'Draft', status: 'draft' },
      { title: 'Due', status: 'scheduled', publishAt: '2030-06-01T12:00:00Z' },
      { title: 'Later', status: 'scheduled', publishAt: '2030-06-01T12:00:01Z' },
    );

    const visible = publicPortfolio(document, NOW);

    expect(visible.blogs.map(({ title }) => title)).toEqual(['Out', 'Due']);
    expect({ ...visible, blogs: [] }).toEqual({ ...document, blogs: [] });
    expect(visible.blogs[1]).toBe(document.blogs[2]);
    // A clock set back hides it again: nothing is remembered.
    expect(publicPortfolio(document, new Date('2030-06-01T11:59:59Z')).blogs.map(({ title }) => title)).toEqual([
      'Out',
    ]);
  });

  it('says when the next scheduled post becomes public: later than now only, the earliest first', () => {
    const document = withPosts(
      { status: 'scheduled', publishAt: '2030-06-01T12:00:00Z' },
      { status: 'scheduled', publishAt: '2030-07-01T00:00:00Z' },
      { status: 'scheduled', publishAt: '2030-06-01T12:00:01Z' },
      { status: 'draft', publishAt: '2030-06-01T12:00:00Z' },
      { status: 'published', publishAt: '2030-06-01T12:00:00Z' },
    );

    expect(nextPublication(document, NOW)).toEqual(new Date('2030-06-01T12:00:01Z'));
    expect(nextPublication(document, new Date('2030-06-01T11:59:59Z'))).toEqual(new Date('2030-06-01T12:00:00Z'));
    expect(nextPublication(document, new Date('2030-07-01T00:00:00Z'))).toBeUndefined();
    expect(nextPublication(DEFAULT_PORTFOLIO, NOW)).toBeUndefined();
  });
});
