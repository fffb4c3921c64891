import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGhostExport } from './ghost-export.js';
import { ImportFileError, type ImportedPost, type ImportEvent, type ImportWarning } from '../imported-post.js';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../fixtures/import/ghost', name), 'utf8');

const posts = (events: ImportEvent[]): ImportedPost[] =>
  events.flatMap((event) => ('post' in event ? [event.post] : []));
const warnings = (events: ImportEvent[]): ImportWarning[] =>
  events.flatMap((event) => ('warning' in event ? [event.warning] : []));

/** An export of one post, the fields of a real one (Ghost 4.1's "welcome") changed as a test says. */
function exportOf(changes: Record<string, unknown>, data: Record<string, unknown> = {}): string {
  const real = JSON.parse(fixture('ghost-4.1-export.json')).db[0];
  const welcome = real.data.posts.find((post: { slug: string }) => post.slug === 'welcome');
  return JSON.stringify({ db: [{ ...real, data: { ...real.data, posts: [{ ...welcome, ...changes }], ...data } }] });
}

const readOne = (text: string) => {
  const events = [...readGhostExport(text, 'export.json')];
  return { post: posts(events)[0]!, warnings: warnings(events).map(({ message }) => message), events };
};

/** A Lexical document of the given top-level nodes. */
const lexical = (...children: unknown[]) => JSON.stringify({ root: { type: 'root', children } });

describe('readGhostExport, on a new Ghost 4.1 site’s export', () => {
  const events = [...readGhostExport(fixture('ghost-4.1-export.json'), 'export.json')];
  const bySlug = (slug: string) => posts(events).find((post) => post.slug === slug)!;

  it('reads its 7 posts, in the file’s order, and says its 4 pages were not imported', () => {
    expect(posts(events).map(({ slug }) => slug)).toEqual([
      'integrations',
      'grow',
      'sell',
      'portal',
      'write',
      'design',
      'welcome',
    ]);
    expect(events[events.length - 1]).toEqual({
      warning: { source: 'export.json', message: '4 pages were not imported: only posts are' },
    });
  });

  it('reads a post’s title, address, status, date, tags and excerpt as the file has them', () => {
    const { markdown, ...welcome } = bySlug('welcome');
    expect(welcome).toEqual({
      source: 'export.json, post "Start here for a quick overview of everything you need to know"',
      title: 'Start here for a quick overview of everything you need to know',
      slug: 'welcome',
      status: 'published',
      date: '2021-03-24T04:34:15Z',
      tags: ['Getting Started'],
      excerpt: expect.stringMatching(
        /^We've crammed the most important information to help you get started with Ghost/,
      ),
      oldPath: '/welcome/',
    });
    expect(markdown).toMatch(/^!\[\]\(https:\/\/static\.ghost\.org\/v4\.0\.0\/images\/welcome-to-ghost\.png\)\n\n/);
    expect(markdown).toContain('**Hey there**, welcome to your new home on the web!');
  });

  it('hides a post that was for paying members, and says so', () => {
    expect(bySlug('sell')).toMatchObject({ status: 'hidden', excerpt: '' });
    expect(warnings(events)).toContainEqual({
      source: 'export.json, post "Selling premium memberships with recurring revenue"',
      message: 'it was for members only on Ghost (visibility "paid"): imported as hidden',
    });
  });

  it('takes Ghost’s placeholder for its own address off a link, so the link is a path', () => {
    expect(bySlug('design').markdown).toContain('As discussed in the [introduction](/welcome/) post');
    expect(posts(events).some((post) => post.markdown.includes('__GHOST_URL__'))).toBe(false);
  });

  it('makes a bookmark card its link and description, and says an embed’s iframe was removed', () => {
    expect(bySlug('write').markdown).toContain(
      'data:\n\n[Open Subscription Platforms](https://opensubscriptionplatforms.com/)\n\nA shared movement for independent subscription data.\n\nor embed cards',
    );
    expect(warnings(events)).toContainEqual({
      source: 'export.json, post "Writing and managing content in Ghost, an advanced guide"',
      message: 'removed 1 iframe',
    });
  });

  it('removes the script a Markdown card of Ghost’s own post holds, and says so', () => {
    expect(bySlug('integrations').markdown).not.toMatch(/<script|zapier\.com\/apps\/embed/);
    expect(warnings(events)).toContainEqual({
      source: 'export.json, post "Setting up apps and custom integrations"',
      message: 'removed 1 script',
    });
  });
});

describe('readGhostExport, on a Ghost 4.47 site’s export', () => {
  const events = [...readGhostExport(fixture('ghost-4.47-export.json'), 'ghost.json')];

  it('reads dates as its database wrote them, in UTC, and a tag the file does not name as none', () => {
    const [first, second] = posts(events);
    expect(first).toMatchObject({
      title: 'Sample 1 Title',
      slug: 'sample-slug',
      date: '2023-01-14T04:28:17Z',
      tags: [],
    });
    expect(second).toMatchObject({ title: 'Sample 2 Title', status: 'published', date: '2023-01-14T04:29:25Z' });
    expect(second!.markdown).toContain('```typescript\n// Sample code\nclass Person {');
    expect(second!.markdown).toContain('Sample `inline code` inside texts\n\n> Sample Quote 2');
  });

  it('hides the post that was for members', () => {
    expect(posts(events)[0]!.status).toBe('hidden');
    expect(warnings(events)).toEqual([
      {
        source: 'ghost.json, post "Sample 1 Title"',
        message: 'it was for members only on Ghost (visibility "members"): imported as hidden',
      },
    ]);
  });

  it('reads the same export written without its `db` list', () => {
    const flat = JSON.stringify(JSON.parse(fixture('ghost-4.47-export.json')).db[0]);
    expect(posts([...readGhostExport(flat, 'ghost.json')])).toEqual(posts(events));
  });
});

describe('readGhostExport, on a post kept in Lexical alone', () => {
  it('renders its body from the Lexical, its HTML being empty', () => {
    const [, post] = posts([...readGhostExport(fixture('ghost-4.47-export-with-lexical.json'), 'ghost.json')]);
    expect(post).toMatchObject({ title: 'Sample 2 Title', slug: 'sample-2-title', date: '2023-01-14T04:29:25Z' });
    expect(post!.markdown).toContain(
      "There's a whole lot to discover in this editor. Let us help you settle in.\n\n### Rich editing\n\n",
    );
    expect(post!.markdown).toContain('![](/Koenig-editor-1.png)');
  });

  it('keeps a Markdown card as written, and says which cards kept only their text or link', () => {
    const { post, warnings } = readOne(exportOf({ html: '', lexical: fixture('stencila-ghost.koenig.json') }));
    expect(post.markdown).toContain('\n\n|A |B |\n|--|--|\n| 1| 2|\n\nHTML card\n\n');
    expect(warnings).toEqual([
      'kept only the text or the link of 1 callout card, 1 video card, 1 audio card, 1 toggle card, 1 file card and 1 bookmark card',
    ]);
  });

  it('removes a script from an HTML card or a Markdown card, never keeping it, and says so', () => {
    const html = { type: 'html', html: '<p>Hello</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' };
    const markdown = { type: 'markdown', markdown: '# Title\n\n<script>\nalert(3)\n</script>\nAfter' };
    const { post, warnings } = readOne(exportOf({ html: null, lexical: lexical(html, markdown) }));
    expect(post.markdown).not.toMatch(/script|alert|onerror/);
    expect(post.markdown).toContain('Hello\n\n![](x.png)');
    expect(post.markdown).toMatch(/\n\n# Title\n\nAfter$/);
    expect(warnings).toEqual(['removed 2 scripts']);
  });

  it('refuses a post whose Lexical is not JSON, naming the file and the post', () => {
    expect(() => readOne(exportOf({ title: 'Broken', html: '', lexical: '{"root":' }))).toThrow(ImportFileError);
    expect(() => readOne(exportOf({ title: 'Broken', html: '', lexical: '{"root":' }))).toThrow(
      /^export\.json, post "Broken": Its content, in the Lexical format/,
    );
  });
});

describe('readGhostExport, on a post’s fields', () => {
  it('reads a draft’s date from when it was made, and a scheduled post as scheduled', () => {
    const draft = readOne(exportOf({ status: 'draft', published_at: null, created_at: '2024-02-29T23:59:59.000Z' }));
    expect(draft.post).toMatchObject({ status: 'draft', date: '2024-02-29T23:59:59Z' });
    const scheduled = readOne(exportOf({ status: 'scheduled', published_at: '2030-01-02 03:04:05' }));
    expect(scheduled.post).toMatchObject({ status: 'scheduled', date: '2030-01-02T03:04:05Z' });
    expect([...draft.warnings, ...scheduled.warnings]).toEqual([]);
  });

  it('hides a newsletter that was only emailed, and takes an unknown status as a draft, saying both', () => {
    const sent = readOne(exportOf({ status: 'sent' }));
    expect(sent.post.status).toBe('hidden');
    expect(sent.warnings).toEqual(['it was a newsletter sent by email, never on the site: imported as hidden']);
    const odd = readOne(exportOf({ status: 'archived' }));
    expect(odd.post.status).toBe('draft');
    expect(odd.warnings).toEqual(['its status "archived" is not Ghost\'s own: imported as a draft']);
  });

  it('keeps a members-only draft a draft', () => {
    const { post, warnings } = readOne(exportOf({ status: 'draft', visibility: 'tiers' }));
    expect(post.status).toBe('draft');
    expect(warnings).toEqual([]);
  });

  it('reads a date in milliseconds, and says when a date cannot be read', () => {
    expect(readOne(exportOf({ published_at: Date.UTC(2014, 2, 13, 15, 57, 31) })).post.date).toBe(
      '2014-03-13T15:57:31Z',
    );
    const unreadable = readOne(exportOf({ published_at: 'yesterday' }));
    expect(unreadable.post.date).toBe('');
    expect(unreadable.warnings).toEqual(['its date "yesterday" could not be read: imported without one']);
  });

  it('orders tags as the post does, leaving out Ghost’s internal # tags and repeats', () => {
    const tags = [
      { id: 't1', name: 'Zeta' },
      { id: 't2', name: '#hidden' },
      { id: 't3', name: 'Alpha' },
    ];
    const links = [
      { post_id: '605ac141a2d5a6aa9e101ec9', tag_id: 't1', sort_order: 2 },
      { post_id: '605ac141a2d5a6aa9e101ec9', tag_id: 't2', sort_order: 0 },
      { post_id: '605ac141a2d5a6aa9e101ec9', tag_id: 't3', sort_order: 1 },
      { post_id: '605ac141a2d5a6aa9e101ec9', tag_id: 't1', sort_order: 3 },
      { post_id: 'another', tag_id: 't3', sort_order: 0 },
    ];
    expect(readOne(exportOf({}, { tags, posts_tags: links })).post.tags).toEqual(['Alpha', 'Zeta']);
  });

  it('puts the feature image first, its description from posts_meta, its address a path', () => {
    const meta = [{ post_id: '605ac141a2d5a6aa9e101ec9', feature_image_alt: 'A lake [at dawn]' }];
    const { post } = readOne(
      exportOf({ feature_image: '__GHOST_URL__/content/images/2024/05/lake.jpg' }, { posts_meta: meta }),
    );
    expect(post.markdown).toMatch(
      /^!\[A lake \\\[at dawn\\\]\]\(\/content\/images\/2024\/05\/lake\.jpg\)\n\n\*\*Hey there\*\*/,
    );
  });

  it('names a post without a title by its number in the file', () => {
    expect(readOne(exportOf({ title: '' })).post.source).toBe('export.json, post 1');
  });
});

describe('readGhostExport, refusing what is not a Ghost export', () => {
  const read = (text: string) => [...readGhostExport(text, 'export.json')];

  it('refuses what is not JSON, naming the file', () => {
    expect(() => read('<?xml version="1.0"?><rss></rss>')).toThrow(ImportFileError);
    expect(() => read('<?xml version="1.0"?><rss></rss>')).toThrow(
      'export.json: It is not JSON, so it is not a Ghost export.',
    );
  });

  it.each([
    ['a list', '[1, 2]'],
    ['another tool’s posts', '{"posts": [{"title": "Hello"}]}'],
    ['an export without posts', '{"db": [{"meta": {"version": "5.0.0"}, "data": {"tags": []}}]}'],
    ['posts that are not a list', '{"db": [{"data": {"posts": {"title": "Hello"}}}]}'],
  ])('refuses JSON that is %s', (_kind, text) => {
    expect(() => read(text)).toThrow(/^export\.json: It is JSON, but not a Ghost export/);
  });

  it('refuses a post that is not a set of fields, naming its number', () => {
    expect(() => read('{"data": {"posts": [null]}}')).toThrow(
      'export.json: Its post number 1 is not a post (a set of fields).',
    );
  });
});
