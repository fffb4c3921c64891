import { describe, expect, it } from 'vitest';
import type { ImportEvent } from '../imported-post.js';
import { readWordPressExport } from './wordpress-export.js';

/* Hand-written items, for the rules the real files do not all show. */
interface Item {
  title?: string;
  link?: string;
  content?: string;
  name?: string;
  status?: string;
  type?: string;
  password?: string;
  date?: string;
  gmt?: string;
  terms?: string;
}

function itemOf(item: Item): string {
  return `<item><title>${item.title ?? 'A post'}</title><link>${item.link ?? 'https://example.com/2019/05/a-post/'}</link>
<content:encoded>${item.content ?? '<![CDATA[<p>Body</p>]]>'}</content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded>
<wp:post_date>${item.date ?? '2019-05-01 12:00:00'}</wp:post_date><wp:post_date_gmt>${item.gmt ?? '2019-05-01 10:00:00'}</wp:post_date_gmt>
<wp:post_name>${item.name ?? 'a-post'}</wp:post_name><wp:status>${item.status ?? 'publish'}</wp:status>
<wp:post_type>${item.type ?? 'post'}</wp:post_type><wp:post_password>${item.password ?? ''}</wp:post_password>${item.terms ?? ''}</item>`;
}

async function read(...items: Item[]): Promise<ImportEvent[]> {
  const file = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version>${items.map(itemOf).join('\n')}</channel></rss>`;
  const events: ImportEvent[] = [];
  async function* once(): AsyncGenerator<string> {
    yield file;
  }
  for await (const event of readWordPressExport(once(), 'export.xml')) events.push(event);
  return events;
}

async function onlyPost(item: Item) {
  const [event] = await read(item);
  if (!event || !('post' in event)) throw new Error('No post was read');
  return event.post;
}

describe('readWordPressExport: a post’s fields', () => {
  it('gives each WordPress status the site’s', async () => {
    const statuses = {
      publish: 'published',
      future: 'scheduled',
      draft: 'draft',
      pending: 'draft',
      'auto-draft': 'draft',
      private: 'hidden',
    };
    for (const [status, imported] of Object.entries(statuses))
      expect((await onlyPost({ status })).status, status).toBe(imported);
  });

  it('leaves a post in the trash out, and says so', async () => {
    expect(await read({ status: 'trash', title: 'Binned' })).toEqual([
      { warning: { source: 'export.xml, item 1 ("Binned")', message: 'it was in the trash: not imported' } },
    ]);
  });

  it('imports a post of a status it does not know as a draft, and says so', async () => {
    const events = await read({ status: 'wc-on-hold' });
    expect(events[0]).toMatchObject({ post: { status: 'draft' } });
    expect(events[1]).toEqual({
      warning: {
        source: 'export.xml, item 1 ("A post")',
        message: 'its status "wc-on-hold" is not WordPress\'s own: imported as a draft',
      },
    });
  });

  it('hides a post protected by a password, whatever its status, and never tells the password', async () => {
    const events = await read({ password: 'hunter2', status: 'draft' });
    expect(events[0]).toMatchObject({ post: { status: 'hidden' } });
    expect(JSON.stringify(events)).not.toContain('hunter2');
  });

  it('dates a post in UTC, by its local date when WordPress kept none, or not at all', async () => {
    expect((await onlyPost({})).date).toBe('2019-05-01T10:00:00Z');
    expect((await onlyPost({ gmt: '0000-00-00 00:00:00' })).date).toBe('2019-05-01T12:00:00Z');
    expect((await onlyPost({ gmt: '0000-00-00 00:00:00', date: '0000-00-00 00:00:00' })).date).toBe('');
  });

  it('reads a percent-encoded slug, and keeps one that is not', async () => {
    expect((await onlyPost({ name: '%e6%97%a5%e6%9c%ac-%c3%a9t%c3%a9' })).slug).toBe('日本-été');
    expect((await onlyPost({ name: '100%-sure' })).slug).toBe('100%-sure');
  });

  it('keeps the path of the post’s address, not an address by number', async () => {
    expect((await onlyPost({})).oldPath).toBe('/2019/05/a-post/');
    expect((await onlyPost({ link: 'https://example.com/?p=123' })).oldPath).toBeUndefined();
    expect((await onlyPost({ link: 'https://example.com/?page_id=7' })).oldPath).toBeUndefined();
  });

  it('tags a post with its categories and tags, each once, without "Uncategorized"', async () => {
    const terms = [
      '<category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>',
      '<category domain="category" nicename="travel"><![CDATA[Travel]]></category>',
      '<category domain="post_tag" nicename="travel"><![CDATA[Travel]]></category>',
      '<category domain="post_tag" nicename="food"><![CDATA[Food &amp; drink]]></category>',
      '<category domain="post_format" nicename="post-format-aside"><![CDATA[Aside]]></category>',
      '<category domain="series" nicename="s"><![CDATA[A series]]></category>',
    ].join('');
    // WordPress keeps a term's name as HTML.
    expect((await onlyPost({ terms })).tags).toEqual(['Travel', 'Food & drink']);
  });

  it('reads content escaped rather than in CDATA', async () => {
    expect((await onlyPost({ content: '&lt;p&gt;Fish &amp;amp; chips&lt;/p&gt;' })).markdown).toBe('Fish & chips');
  });

  it('says in one warning what it removed from a post', async () => {
    const content =
      '<![CDATA[<p>Text</p><script>a()</script><script>b()</script><iframe src="https://x.example"></iframe>]]>';
    expect((await read({ content }))[1]).toEqual({
      warning: { source: 'export.xml, item 1 ("A post")', message: 'removed 2 scripts and 1 iframe' },
    });
  });
});

describe('readWordPressExport: items that are not posts', () => {
  it('counts them by kind in one warning, after the posts', async () => {
    const events = await read(
      { type: 'page' },
      { type: 'attachment' },
      { title: 'Kept' },
      { type: 'nav_menu_item' },
      { type: 'wp_block' },
      { type: 'product' },
      { type: 'product' },
      { type: 'page' },
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ post: { title: 'Kept', source: 'export.xml, item 3 ("Kept")' } });
    expect(events[1]).toEqual({
      warning: {
        source: 'export.xml',
        message: '2 pages, 1 attachment, 1 menu item, 1 reusable block and 2 "product" items were not imported',
      },
    });
  });

  it('says "was" of a single item', async () => {
    expect((await read({ type: 'attachment' }))[0]).toEqual({
      warning: { source: 'export.xml', message: '1 attachment was not imported' },
    });
  });
});
