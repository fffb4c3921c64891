import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postText, renderPost } from '../../markdown/render-post.js';
import { type ImportEvent, ImportFileError, type ImportedPost } from '../imported-post.js';
import { readWordPressExport } from './wordpress-export.js';
import { readWordPressItems } from './wordpress-items.js';

/*
 * Real exports: WordPress's Theme Unit Test and the WordPress importer's own test files (see
 * fixtures/import/wordpress/README.md). Each value expected below was read in the file itself.
 */
const THEME_TEST = 'themeunittestdata.wordpress.xml';

function fixture(name: string): Uint8Array {
  return readFileSync(new URL(`../../../fixtures/import/wordpress/${name}`, import.meta.url));
}

async function* inChunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(name: string, chunkSize = 64 * 1024): Promise<ImportEvent[]> {
  const events: ImportEvent[] = [];
  for await (const event of readWordPressExport(inChunks(fixture(name), chunkSize), name)) events.push(event);
  return events;
}

/** What was yielded before the reader threw, and what it threw. */
async function refusal(name: string): Promise<{ events: ImportEvent[]; error: unknown }> {
  const events: ImportEvent[] = [];
  try {
    for await (const event of readWordPressExport(inChunks(fixture(name), 4096), name)) events.push(event);
  } catch (error) {
    return { events, error };
  }
  throw new Error(`${name} was read without a complaint`);
}

const postsOf = (events: ImportEvent[]) => events.flatMap((event) => ('post' in event ? [event.post] : []));
const warningsOf = (events: ImportEvent[]) => events.flatMap((event) => ('warning' in event ? [event.warning] : []));
const item = (posts: ImportedPost[], index: number) => posts.find((post) => post.source.includes(`, item ${index}`))!;

describe("readWordPressExport: WordPress's Theme Unit Test", async () => {
  const events = await read(THEME_TEST);
  const posts = postsOf(events);

  it('reads its 58 posts and counts its 21 pages, 37 attachments and 70 menu items, which are not imported', () => {
    expect(posts).toHaveLength(58);
    expect(events.at(-1)).toEqual({
      warning: { source: THEME_TEST, message: '21 pages, 37 attachments and 70 menu items were not imported' },
    });
  });

  it('reads a classic post: its title, address, status, date, tags and body', () => {
    expect(item(posts, 158)).toEqual({
      source: `${THEME_TEST}, item 158 ("Post Format: Image (Caption)")`,
      title: 'Post Format: Image (Caption)',
      slug: 'post-format-image-caption',
      status: 'published',
      date: '2010-08-07T13:00:19Z',
      // Its post format (Image) is no tag; its categories and tags are.
      tags: ['Classic', 'image', 'Post Formats', 'shortcode'],
      excerpt: '',
      markdown:
        '[![Bell on Wharf](https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg?w=604)](https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg)\n\nBell on wharf in San Francisco',
      oldPath: '/2010/08/07/post-format-image-caption/',
    });
  });

  it('reads a scheduled post with the date it is to be published', () => {
    expect(item(posts, 155)).toMatchObject({
      title: 'Scheduled',
      slug: 'scheduled',
      status: 'scheduled',
      date: '2030-01-01T19:00:18Z',
      tags: ['content περιεχόμενο', 'Unpublished', 'Classic'],
      markdown: 'This post is scheduled to be published in the future.\n\nIt should not be displayed by the theme.',
      oldPath: '/2020/01/01/scheduled/',
    });
  });

  it('reads a draft, whose address by number (?p=1164) is no path', () => {
    const draft = item(posts, 159);
    expect(draft).toMatchObject({ title: 'Draft', slug: '', status: 'draft', date: '2013-04-09T18:20:39Z' });
    expect(draft.oldPath).toBeUndefined();
  });

  it('imports a post protected by a password as hidden, and says so', () => {
    const source = item(posts, 160).source;
    expect(item(posts, 160).status).toBe('hidden');
    expect(warningsOf(events)).toContainEqual({
      source,
      message: 'it was protected by a password: imported as hidden',
    });
  });

  it('reads titles as the text a reader saw', () => {
    expect(item(posts, 164).title).toBe('Markup: Title With Markup');
    expect(item(posts, 165).title).toBe('Markup: Title With Special Characters ~`!@#$%^&*()-_=+{}[]/\\;:\'"?,.>');
    expect(item(posts, 161).source).toBe(`${THEME_TEST}, item 161`);
    expect(item(posts, 161).title).toBe('');
  });

  it('reads an excerpt as plain text', () => {
    expect(item(posts, 142).excerpt).toBe(
      'This is a user-defined post excerpt. It should be displayed in place of the post content in archive-index pages. It can be longer than the automatically generated excerpts, and can have HTML tags.',
    );
  });

  it('says what it removed from each post', () => {
    const warning = (index: number) => warningsOf(events).find((each) => each.source === item(posts, index).source);
    expect(warning(127)?.message).toBe('removed 10 shortcodes');
    expect(warning(179)?.message).toBe('removed 3 embedded objects');
    expect(warning(130)).toBeUndefined();
  });

  it("keeps a block editor's post's text", () => {
    expect(item(posts, 179).markdown).toContain('This is a wide cover block with a video background.');
    expect(item(posts, 179).markdown).toContain('**A center aligned cover image block, with a left aligned text.**');
  });

  it('keeps a classic post’s tables, lists and code', () => {
    const markup = item(posts, 169).markdown;
    expect(markup).toContain('| Employee | Salary |  |\n| --- | --- | --- |');
    expect(markup).toContain('8.  List item one -start at 8');
    expect(markup).toContain('```\nRobert Frost\n');
    expect(markup).toContain('This tag shows **bold text.**');
  });

  it('gives the site Markdown it renders, with nothing of the old HTML that could run', () => {
    for (const post of posts) {
      const { html } = renderPost(post.markdown);
      expect(html, post.source).not.toMatch(/<(script|iframe|video|audio|embed|object|form|style)\b/);
    }
  });

  it('reads the same whatever the chunks the file comes in', async () => {
    expect(await read(THEME_TEST, 997)).toEqual(events);
  });
});

describe("readWordPressExport: the WordPress importer's test files", () => {
  it('reads WXR 1.0, whose tags are in the domain "tag"', async () => {
    const events = await read('valid-wxr-1.0.xml');
    expect(postsOf(events).map(({ title, tags }) => [title, tags])).toEqual([
      ['Hello world!', []],
      ['Alpha post', ['alpha', 'news', 'roar']],
      ['Child post', ['chicken', 'child', 'face']],
    ]);
    expect(warningsOf(events)).toEqual([{ source: 'valid-wxr-1.0.xml', message: '3 pages were not imported' }]);
  });

  it('reads WXR 1.1, leaving out taxonomies other than categories and tags', async () => {
    const events = await read('valid-wxr-1.1.xml');
    expect(postsOf(events)).toEqual([
      {
        source: 'valid-wxr-1.1.xml, item 1 ("Hello world!")',
        title: 'Hello world!',
        slug: 'hello-world',
        status: 'published',
        date: '2010-10-16T20:53:18Z',
        tags: ['alpha', 'Clippable'],
        excerpt: '',
        markdown: 'Welcome to WordPress. This is your first post. Edit or delete it, then start blogging!',
      },
    ]);
    expect(warningsOf(events)).toEqual([{ source: 'valid-wxr-1.1.xml', message: '1 page was not imported' }]);
  });

  it('imports a private post as hidden', async () => {
    const posts = postsOf(await read('small-export.xml'));
    expect(item(posts, 7)).toMatchObject({ title: 'Private Post', status: 'hidden', tags: ['Tag1', 'Tag2', 'Tag3'] });
    expect(posts.map((post) => post.title)).toEqual([
      'Hello world!',
      'Private Post',
      'Foo-child',
      'Top-level Foo',
      'Non-standard post format',
      'Many Categories',
    ]);
  });

  it('dates a draft never published by its local date', async () => {
    expect(postsOf(await read('test-utw-post-meta-import.xml'))).toEqual([
      {
        source: 'test-utw-post-meta-import.xml, item 1 ("My Entry with UTW Postmeta")',
        title: 'My Entry with UTW Postmeta',
        slug: '',
        status: 'draft',
        date: '2009-10-20T16:13:20Z',
        tags: [],
        excerpt: '',
        markdown: 'This is my content',
        oldPath: '/postmeta-utw',
      },
    ]);
  });

  it('joins a CDATA section split to hold "]]>", as WordPress’s own parser test expects', async () => {
    const name = 'crazy-cdata-escaped.xml';
    const raw = await readWordPressItems(inChunks(fixture(name), 100), name).next();
    expect(raw.value!.content).toBe('Content with nested <![CDATA[ tags ]]> :)');
    // As HTML, `<![CDATA[ … ]]>` is a comment: a browser showed the rest.
    expect(postsOf(await read(name))[0]!.markdown).toBe('Content with nested :)');
  });

  it('joins CDATA sections in a row', async () => {
    expect(postsOf(await read('multiple-cdata.xml'))[0]!.markdown).toBe('line oneline twoline three');
  });

  it('keeps backslashes as written', async () => {
    const [post] = postsOf(await read('slashes.xml'));
    expect(postText(post!.markdown)).toBe('Slashes aren\\\'t \\"cool\\"');
    expect(post!.tags).toEqual(['a \\"great\\" category']);
  });

  it('makes paragraphs and line breaks of a classic post’s newlines, as WordPress shows them', async () => {
    expect(postsOf(await read('post-content-blank-lines.xml'))[0]!.markdown).toBe(
      'This is an example of a WordPress post.\\\nIt has lines with text (and one blank line).\n\nAnd more lines with text.',
    );
  });

  it('reads text in any script, whatever the bytes a chunk ends on', async () => {
    const name = 'wxr-utf-8-challenges.xml';
    const events = await read(name, 7);
    expect(events).toEqual(await read(name));
    expect(postsOf(events)[0]).toMatchObject({
      title: '"The Road \u202eNot\u202c Taken" by Rob\u202dert \u202eFrost \u202a🌲\u202c',
      slug: 'hello-w\u202eorld\u202c-utf8-💫-test',
      date: '2024-06-05T16:04:48Z',
    });
  });

  it('refuses a CDATA section holding "]]>", which is not XML, naming its line', async () => {
    const { events, error } = await refusal('crazy-cdata.xml');
    expect(events).toEqual([]);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toBe(
      'crazy-cdata.xml: The file is not well-formed XML at line 18 (the string "]]>" is disallowed in char data): export it again from WordPress.',
    );
  });

  it('refuses a file that ends before its elements close', async () => {
    const { error } = await refusal('malformed-simple.xml');
    expect((error as ImportFileError).source).toBe('malformed-simple.xml');
    expect((error as Error).message).toMatch(/not well-formed XML at line 14 \(unclosed tag: item\)/);
  });

  it('refuses a file whose tags do not match, naming the line', async () => {
    expect(((await refusal('malformed.xml')).error as Error).message).toMatch(/at line 90 \(unexpected close tag\)/);
  });

  it('refuses an export of a version it does not read, or of none', async () => {
    expect(((await refusal('invalid-version-tag.xml')).error as Error).message).toBe(
      'invalid-version-tag.xml: This WordPress export is of version abc; versions 1.0, 1.1, 1.2 are read.',
    );
    const { events, error } = await refusal('missing-version-tag.xml');
    expect(events).toEqual([]);
    expect((error as Error).message).toMatch(/not a WordPress export/);
  });
});
