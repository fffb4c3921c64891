import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportEvent } from '../imported-post.js';
import { readSiteArchive } from '../site-archive.js';
import { collect, removeTestArchives, zipOf } from '../zip/test-archives.js';

afterAll(removeTestArchives);

const THEME_UNIT_TEST = readFileSync(
  new URL('../../../fixtures/import/wordpress/themeunittestdata.wordpress.xml', import.meta.url),
);

/** A WordPress export of one post showing two uploads, as WordPress writes it. */
const wordPress = (content: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version>
<item><title>Figures</title><link>https://old.example/2020/01/figures/</link>
<content:encoded><![CDATA[${content}]]></content:encoded>
<wp:post_date_gmt>2020-01-02 10:00:00</wp:post_date_gmt><wp:post_name>figures</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
</channel></rss>`;

const read = async (entries: Parameters<typeof zipOf>[0]) =>
  collect(readSiteArchive(await zipOf(entries), 'blog.zip') as AsyncIterable<ImportEvent>);

describe('a WordPress export zipped with its uploads folder', () => {
  it('names each image of the uploads folder a post shows by its path in the archive, and gives it once', async () => {
    const { posts, images, error } = await read([
      {
        name: 'export/blog.WordPress.2020-01-02.xml',
        data: wordPress(
          '<p><img src="https://old.example/wp-content/uploads/2020/01/chart.png" alt="A chart"></p>' +
            '<p><img src="/wp-content/uploads/2020/01/chart.png" alt="Again"></p>' +
            '<p><img src="https://old.example/wp-content/uploads/2020/01/gone.png" alt="Gone"></p>',
        ),
      },
      { name: 'wp-content/uploads/2020/01/chart.png', data: Buffer.from('png bytes') },
      { name: 'wp-content/uploads/2020/01/notes.txt', data: 'not an image' },
    ]);
    expect(error).toBeUndefined();
    expect(posts.map(({ title, slug, oldPath }) => ({ title, slug, oldPath }))).toEqual([
      { title: 'Figures', slug: 'figures', oldPath: '/2020/01/figures/' },
    ]);
    expect(posts[0]!.markdown).toBe(
      '![A chart](archive:wp-content/uploads/2020/01/chart.png)\n\n' +
        '![Again](archive:wp-content/uploads/2020/01/chart.png)\n\n' +
        '![Gone](https://old.example/wp-content/uploads/2020/01/gone.png)',
    );
    expect(images.map(({ path, bytes }) => [path, Buffer.from(bytes).toString()])).toEqual([
      ['wp-content/uploads/2020/01/chart.png', 'png bytes'],
    ]);
  });

  it("reads WordPress's Theme Unit Test export zipped as it reads it alone", async () => {
    const zipped = await read([{ name: 'themeunittestdata.wordpress.xml', data: THEME_UNIT_TEST }]);
    expect(zipped.error).toBeUndefined();
    expect(zipped.posts).toHaveLength(58);
  });

  it('refuses an archive of two WordPress exports, naming them, and takes an XML file of another kind for none', async () => {
    const two = await read([
      { name: 'a.xml', data: wordPress('<p>A</p>') },
      { name: 'b.xml', data: wordPress('<p>B</p>') },
    ]);
    expect(String(two.error)).toContain('a.xml, b.xml');
    expect(two.posts).toEqual([]);
    const hugo = await read([
      { name: 'public/sitemap.xml', data: '<?xml version="1.0"?><urlset></urlset>' },
      { name: 'content/posts/hello.md', data: '---\ntitle: Hello\ndate: 2020-01-01\n---\n\nHi.' },
    ]);
    expect(hugo.posts.map(({ title }) => title)).toEqual(['Hello']);
  });
});
