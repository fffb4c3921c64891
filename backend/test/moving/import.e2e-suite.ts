import { IMPORT_MAX_BYTES, type ImportAnswer } from '@portfolio/contract';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

/** A WordPress export of two posts and a page, as WordPress writes one. */
const wxr = (extra = '') => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Old blog</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <item>
    <title>Postgres locks, explained</title>
    <link>https://old.example/2019/05/postgres-locks/</link>
    <content:encoded><![CDATA[<p>Row locks and <strong>advisory</strong> locks.</p>${extra}]]></content:encoded>
    <excerpt:encoded><![CDATA[All about locks.]]></excerpt:encoded>
    <wp:post_date_gmt>2019-05-01 10:00:00</wp:post_date_gmt>
    <wp:post_name>postgres-locks</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_type>post</wp:post_type>
    <category domain="post_tag" nicename="postgres"><![CDATA[Postgres]]></category>
  </item>
  <item>
    <title>A draft</title>
    <link>https://old.example/?p=12</link>
    <content:encoded><![CDATA[Unfinished.]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
    <wp:post_name>a-draft</wp:post_name>
    <wp:status>draft</wp:status>
    <wp:post_type>post</wp:post_type>
  </item>
  <item>
    <title>About</title>
    <wp:post_type>page</wp:post_type>
    <wp:status>publish</wp:status>
  </item>
</channel>
</rss>`;

function send(body: string | Buffer, { preview = false, type = 'application/xml', name = 'old-blog.xml' } = {}) {
  return http()
    .post(`/api/import${preview ? '?preview=1' : ''}`)
    .set('Cookie', harness.cookie)
    .set('Content-Type', type)
    .set('X-File-Name', encodeURIComponent(name))
    .send(body);
}

/** What a change could touch: the document's ETag, its posts, its kept versions and the stored bodies. */
async function state() {
  const { headers, body } = await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200);
  const [{ versions }] = (await harness.database.query<{ versions: number }>(
    'SELECT count(*)::integer AS versions FROM portfolio_revision',
  )) as [{ versions: number }];
  const [{ bodies }] = (await harness.database.query<{ bodies: number }>(
    'SELECT count(*)::integer AS bodies FROM post_body',
  )) as [{ bodies: number }];
  return { etag: headers.etag, posts: (body as { blogs: unknown[] }).blogs.length, versions, bodies };
}

describe('POST /api/import', () => {
  it('previews what would be imported and changes nothing', async () => {
    const before = await state();
    const answer = (await send(wxr(), { preview: true }).expect(200)).body as ImportAnswer;
    expect(answer.imported).toBe(false);
    expect(answer.posts).toEqual([
      {
        source: expect.stringContaining('old-blog.xml'),
        title: 'Postgres locks, explained',
        slug: 'postgres-locks',
        status: 'published',
        date: '2019-05-01',
        outcome: 'added',
        oldPath: '/2019/05/postgres-locks/',
      },
      expect.objectContaining({ title: 'A draft', slug: 'a-draft', status: 'draft', outcome: 'added' }),
    ]);
    expect(answer.warnings.map(({ message }) => message).join(' ')).toContain('1 page');
    expect(await state()).toEqual(before);
  });

  it('imports the posts in one save, kept in the history, which one restore undoes', async () => {
    const before = await state();
    const answer = (await send(wxr()).expect(200)).body as ImportAnswer;
    expect(answer.imported).toBe(true);
    const after = await state();
    expect(after.posts).toBe(before.posts + 2);
    expect(after.versions).toBe(before.versions + 1);
    const { body: document } = await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200);
    const locks = document.blogs.find(({ slug }: { slug: string }) => slug === 'postgres-locks');
    expect(locks).toMatchObject({
      title: 'Postgres locks, explained',
      date: '2019-05-01',
      tags: ['Postgres'],
      excerpt: 'All about locks.',
    });
    const body = await http().get(`/api/post-bodies/${locks.body}`).set('Cookie', harness.cookie).expect(200);
    expect(body.body.markdown).toBe('Row locks and **advisory** locks.');

    const [{ version }] = (await http().get('/api/portfolio/revisions').set('Cookie', harness.cookie).expect(200)).body
      .revisions as [{ version: number }];
    await http()
      .post(`/api/portfolio/revisions/${version}/restore`)
      .set('Cookie', harness.cookie)
      .set('If-Match', after.etag as string)
      .set('Content-Type', 'application/json')
      .expect(200);
    expect((await state()).posts).toBe(before.posts);
  });

  it('writes a file of many posts after the site’s, in the file’s order, as one version', async () => {
    const many = 600;
    const items = Array.from(
      { length: many },
      (_, at) => `<item><title>Post ${at}</title><content:encoded><![CDATA[<p>Text ${at}.</p>]]></content:encoded>
        <wp:post_name>many-${at}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>`,
    );
    const before = await state();
    const { body: site } = await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200);
    await send(wxr().replace('</channel>', `${items.join('\n')}</channel>`)).expect(200);
    const after = await state();
    expect(after.versions).toBe(before.versions + 1);
    const { body: document } = await http().get('/api/portfolio').set('Cookie', harness.cookie).expect(200);
    const titles = (document.blogs as { title: string }[]).map(({ title }) => title);
    expect(titles).toEqual([
      ...(site.blogs as { title: string }[]).map(({ title }) => title),
      'Postgres locks, explained',
      'A draft',
      ...items.map((_, at) => `Post ${at}`),
    ]);
  });

  it('adds nothing the second time the same file is imported', async () => {
    await send(wxr()).expect(200);
    const before = await state();
    const again = (await send(wxr()).expect(200)).body as ImportAnswer;
    expect(again.imported).toBe(false);
    expect(again.posts.map(({ outcome }) => outcome)).toEqual(['skipped', 'skipped']);
    expect(await state()).toEqual(before);
  });

  it('removes a script from a post and says so, never keeping it', async () => {
    const answer = (await send(wxr('<script>alert(1)</script>'), { preview: true }).expect(200)).body as ImportAnswer;
    expect(answer.warnings.map(({ message }) => message).join(' ')).toMatch(/script/);
  });

  it('refuses a file with entities, naming it, and stores nothing', async () => {
    const before = await state();
    const hostile = wxr()
      .replace('<rss', '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss')
      .replace('All about locks.', '&xxe;');
    const answer = await send(hostile).expect(400);
    expect(answer.body.message).toContain('old-blog.xml');
    expect(answer.body.source).toContain('old-blog.xml');
    expect(JSON.stringify(answer.body)).not.toContain('root:');
    expect(await state()).toEqual(before);
  });

  it('refuses a zip whose entry climbs out of its folder, naming it, and stores nothing', async () => {
    const before = await state();
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from('---\ntitle: Fine\n---\n\nFine.'), '_posts/2020-01-01-fine.md');
    // yazl writes no name that climbs out: one of the same length is swapped in its bytes.
    zip.addBuffer(Buffer.from('---\ntitle: Out\n---\n\nOut.'), 'xx/escape.md');
    zip.end();
    const bytes = Buffer.from(
      (await buffer(zip.outputStream)).toString('latin1').replaceAll('xx/escape.md', '../escape.md'),
      'latin1',
    );
    const answer = await send(bytes, { type: 'application/zip', name: 'posts.zip' }).expect(400);
    expect(answer.body.message).toContain('../escape.md');
    expect(answer.body.source).toContain('posts.zip');
    expect(await state()).toEqual(before);
  });

  it('refuses another type (415), a file past the limit (413), no session (401), a wrong preview (400)', async () => {
    const before = await state();
    await send('hello', { type: 'text/plain' }).expect(415);
    await send(Buffer.alloc(IMPORT_MAX_BYTES + 1), { type: 'application/zip' }).expect(413);
    await http().post('/api/import').set('Content-Type', 'application/xml').send(wxr()).expect(401);
    await http()
      .post('/api/import?preview=yes')
      .set('Cookie', harness.cookie)
      .set('Content-Type', 'application/xml')
      .send(wxr())
      .expect(400);
    expect(await state()).toEqual(before);
  });
});
