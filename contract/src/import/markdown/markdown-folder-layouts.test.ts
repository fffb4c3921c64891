import { afterAll, describe, expect, it } from 'vitest';
import { readMarkdownFolder } from './markdown-folder.js';
import { postFile } from '../post-file.js';
import { collect, removeTestArchives, zipOf, type TestEntry } from '../zip/test-archives.js';

afterAll(removeTestArchives);

const NOW = new Date('2024-06-01T00:00:00Z');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');

const readArchive = async (entries: TestEntry[]) =>
  collect(readMarkdownFolder(await zipOf(entries), 'blog.zip', { now: NOW }));

describe('readMarkdownFolder, where posts are', () => {
  it('reads Hugo page bundles and its permalinks, inside the folder that was zipped', async () => {
    const read = await readArchive([
      { name: 'site/static/images/shared.png', data: PNG },
      { name: 'site/hugo.toml', data: "[permalinks]\nposts = '/:year/:month/:slug/'\n" },
      { name: 'site/content/posts/_index.md', data: '+++\ntitle = "Posts"\n+++\n' },
      { name: 'site/content/posts/index.md', data: '# The list' },
      {
        name: 'site/content/posts/Trip-Notes/index.md',
        data: '+++\ntitle = "Trip"\ndate = 2023-05-02\n+++\n![c](cover.jpg)',
      },
      { name: 'site/content/posts/Trip-Notes/cover.jpg', data: JPEG },
      {
        name: 'site/content/posts/second.md',
        data: '---\ntitle: Second\ndate: 2023-06-01\nslug: My-Second\n---\nText',
      },
      { name: 'site/content/about.md', data: '# About' },
    ]);
    expect(read.error).toBeUndefined();
    expect(read.posts.map(({ source, slug, oldPath }) => ({ source, slug, oldPath }))).toEqual([
      // Hugo's :slug is the title's when the front matter names no slug.
      { source: 'site/content/posts/Trip-Notes/index.md', slug: 'Trip-Notes', oldPath: '/2023/05/trip/' },
      { source: 'site/content/posts/second.md', slug: 'My-Second', oldPath: '/2023/06/my-second/' },
    ]);
    expect(read.posts[0]!.markdown).toBe('![c](archive:site/content/posts/Trip-Notes/cover.jpg)');
    expect(read.images.map((image) => image.path)).toEqual(['site/content/posts/Trip-Notes/cover.jpg']);
  });

  it("reads Jekyll's drafts, its default address, tags and categories as words, and a post still to come", async () => {
    const read = await readArchive([
      { name: '_drafts/an-idea.md', data: '---\ntitle: An idea\n---\nSoon.' },
      {
        name: 'blog/_posts/2019-05-01-hello-world.markdown',
        data: '---\ntitle: Hello\ncategories: [Code, Notes]\ntags: "a, b, a"\n---\nHi',
      },
      { name: '_posts/2030-01-01-later.md', data: '---\ntitle: Later\n---\nNot yet.' },
    ]);
    expect(
      read.posts.map(({ title, status, date, tags, oldPath }) => ({ title, status, date, tags, oldPath })),
    ).toEqual([
      { title: 'An idea', status: 'draft', date: '', tags: [], oldPath: undefined },
      {
        title: 'Hello',
        status: 'published',
        date: '2019-05-01T00:00:00Z',
        tags: ['a', 'b', 'Code', 'Notes'],
        oldPath: '/blog/code/notes/2019/05/01/hello-world.html',
      },
      {
        title: 'Later',
        status: 'scheduled',
        date: '2030-01-01T00:00:00Z',
        tags: [],
        oldPath: '/2030/01/01/later.html',
      },
    ]);
  });

  it("reads Astro's and Eleventy's folders, with their starters' addresses", async () => {
    const read = await readArchive([
      { name: 'src/content/blog/first-post.md', data: "---\ntitle: 'First post'\npubDate: 'Jul 08 2022'\n---\nA" },
      { name: 'posts/2020-01-02-hi.md', data: '---\ntitle: Hi\npermalink: "{{ page.fileSlug }}/"\n---\nB' },
      { name: 'README.md', data: '# Not a post' },
    ]);
    expect(read.posts.map(({ slug, date, oldPath }) => ({ slug, date, oldPath }))).toEqual([
      { slug: 'first-post', date: '2022-07-08T00:00:00Z', oldPath: '/blog/first-post/' },
      { slug: 'hi', date: '2020-01-02T00:00:00Z', oldPath: '/posts/hi/' },
    ]);
  });

  it('reads every Markdown file of any other folder, but its read-me and home page, its title from its heading', async () => {
    const read = await readArchive([
      { name: 'index.md', data: '# Home' },
      { name: 'README.md', data: '# Read me' },
      { name: '.github/issue.md', data: '# Template' },
      { name: 'notes/First Note.md', data: '\n# A *first* note\n\nBody.' },
      { name: 'notes/trip/index.mdx', data: 'No heading.' },
      { name: 'notes/letter.txt', data: 'Not Markdown.' },
    ]);
    expect(read.posts.map(({ title, slug, markdown, oldPath }) => ({ title, slug, markdown, oldPath }))).toEqual([
      { title: 'A *first* note', slug: 'First Note', markdown: 'Body.', oldPath: undefined },
      { title: 'Trip', slug: 'trip', markdown: 'No heading.', oldPath: undefined },
    ]);
  });

  it('says so when an archive holds no post', async () => {
    const read = await readArchive([{ name: 'photos/a.png', data: PNG }]);
    expect(read.posts).toEqual([]);
    expect(read.warnings).toEqual([{ source: 'blog.zip', message: 'The archive holds no Markdown post.' }]);
  });
});

describe('readMarkdownFolder, images', () => {
  it('yields each image named once, after the posts, wherever the archive lists it; and says what it left', async () => {
    const read = await readArchive([
      { name: 'assets/a.png', data: PNG },
      { name: 'assets/unused.png', data: PNG },
      { name: 'public/logo.svg', data: '<svg/>' },
      {
        name: '_posts/2020-01-01-one.md',
        data: '![a](/assets/a.png "A") ![b](<../assets/b c.png>) ![m](/gone.png) ![l](/logo.svg) ![x](https://x.example/x.png)',
      },
      { name: '_posts/2020-01-02-two.md', data: '![again](/assets/a.png?v=2) `![code](/assets/a.png)`' },
      { name: 'assets/b c.png', data: PNG },
    ]);
    expect(read.posts.map((post) => post.markdown)).toEqual([
      '![a](archive:assets/a.png "A") ![b](<archive:assets/b c.png>) ![m](/gone.png) ![l](/logo.svg) ![x](https://x.example/x.png)',
      '![again](archive:assets/a.png) `![code](/assets/a.png)`',
    ]);
    expect(read.order).toEqual(['post', 'warning', 'warning', 'post', 'image', 'image']);
    expect(read.images.map((image) => image.path)).toEqual(['assets/a.png', 'assets/b c.png']);
    expect(Buffer.from(read.images[0]!.bytes).equals(PNG)).toBe(true);
    expect(read.warnings.map((warning) => warning.message)).toEqual([
      '1 image not in the archive, left as written: /gone.png.',
      '1 image of a kind the site does not upload (JPEG, PNG, WebP, AVIF and GIF only), left as written: /logo.svg.',
    ]);
  });
});

describe("readMarkdownFolder, this site's export", () => {
  it('gives every field of a post back as it was written, its images named by their path in the archive', async () => {
    const fields = {
      title: 'Été',
      date: '2024-01-05',
      readTime: '3 min read',
      excerpt: 'Two\nlines',
      slug: 'ete',
      status: 'scheduled',
      publishAt: '2030-01-01T08:00:00Z',
      tags: ['yes', 'no'],
      formerSlugs: ['summer'],
      hidden: true,
      pinned: false,
      formerPaths: ['/2019/05/ete/'],
      translations: [{ language: 'fr', title: 'Été', body: 'Voir ![p](/media/photo.webp)' }],
    };
    const read = await readArchive([
      { name: 'portfolio.json', data: '{}' },
      { name: 'posts/ete.md', data: postFile(fields, '# Summer\n\n![p](/media/photo.webp)\n') },
      { name: 'media/photo.webp', data: 'RIFF0000WEBP' },
    ]);
    expect(read.error).toBeUndefined();
    expect(read.warnings).toEqual([]);
    expect(read.posts).toEqual([
      {
        source: 'posts/ete.md',
        title: 'Été',
        slug: 'ete',
        status: 'scheduled',
        date: '2030-01-01T08:00:00Z',
        tags: ['yes', 'no'],
        excerpt: 'Two\nlines',
        markdown: '# Summer\n\n![p](archive:media/photo.webp)\n',
        fields: {
          ...fields,
          translations: [{ language: 'fr', title: 'Été', body: 'Voir ![p](archive:media/photo.webp)' }],
        },
      },
    ]);
    expect(read.images.map((image) => image.path)).toEqual(['media/photo.webp']);
  });

  it('reads every file of posts/, whatever its address', async () => {
    const read = await readArchive([
      { name: 'export/portfolio.json', data: '{}' },
      { name: 'export/posts/index.md', data: postFile({ title: 'Index', slug: 'index' }, 'A') },
      { name: 'export/posts/readme.md', data: postFile({ title: 'Readme', slug: 'readme' }, 'B') },
      { name: 'export/README.md', data: '# Not a post' },
    ]);
    expect(read.posts.map((post) => [post.slug, post.fields])).toEqual([
      ['index', { title: 'Index', slug: 'index' }],
      ['readme', { title: 'Readme', slug: 'readme' }],
    ]);
  });
});
