import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedPost } from '../imported-post.js';
import { readMarkdownFolder } from './markdown-folder.js';
import { collect, removeTestArchives, zipOfFolder } from '../zip/test-archives.js';

/*
 * Real sites' folders, zipped as they are: posts of jekyllrb.com's news and of Jekyll's own tests
 * (fixtures/import/jekyll), and Hugo's basic example (fixtures/import/hugo). Each post is checked
 * against its file.
 */

afterAll(removeTestArchives);

const fixture = (path: string) => fileURLToPath(new URL(`../../../fixtures/import/${path}`, import.meta.url));
const fileText = (path: string) => readFileSync(fixture(path), 'utf8');
const NOW = new Date('2024-06-01T00:00:00Z');

type Read = Awaited<ReturnType<typeof collect>>;
const postAt = (read: Read, source: string): ImportedPost => {
  const post = read.posts.find((candidate) => candidate.source === source);
  if (!post) throw new Error(`No post ${source}`);
  return post;
};
const warningsOf = (read: Read, source: string) =>
  read.warnings.filter((warning) => warning.source === source).map(({ message }) => message);

describe('readMarkdownFolder, a Jekyll site', () => {
  let read: Read;
  beforeAll(async () => {
    read = await collect(readMarkdownFolder(await zipOfFolder(fixture('jekyll')), 'jekyll.zip', { now: NOW }));
  });

  it('reads every post of _posts and nothing else, then the one image they name', () => {
    expect(read.error).toBeUndefined();
    expect(read.posts.map((post) => post.source)).toEqual([
      '_posts/2008-02-02-not-published.md',
      '_posts/2008-12-03-permalinked-post.md',
      '_posts/2008-12-13-include.md',
      '_posts/2009-01-27-categories.md',
      '_posts/2009-06-22-no-yaml.md',
      '_posts/2013-07-24-jekyll-1-1-1-released.md',
      '_posts/2014-03-27-jekyll-1-5-1-released.md',
      '_posts/2014-06-04-jekyll-stickers-1-dollar-stickermule.md',
      '_posts/2016-04-19-jekyll-3-0-4-released.md',
    ]);
    expect(read.order.lastIndexOf('post')).toBeLessThan(read.order.indexOf('image'));
    expect(read.images).toHaveLength(1);
    expect(read.images[0]!.path).toBe('img/jekyll-sticker.png');
    expect(Buffer.from(read.images[0]!.bytes).equals(readFileSync(fixture('jekyll/img/jekyll-sticker.png')))).toBe(
      true,
    );
  });

  it('reads a news post: its title, its address as _config.yml makes it, its image named by its path in the archive', () => {
    const source = '_posts/2014-06-04-jekyll-stickers-1-dollar-stickermule.md';
    expect(fileText(`jekyll/${source}`)).toContain(
      "title: 'Pick Up your $1 Jekyll Sticker'\ndate: 2014-06-04 15:46:53 -0400",
    );
    expect(fileText('jekyll/_config.yml')).toContain("permalink: '/news/:year/:month/:day/:title/'");
    const post = postAt(read, source);
    expect(post).toMatchObject({
      title: 'Pick Up your $1 Jekyll Sticker',
      slug: 'jekyll-stickers-1-dollar-stickermule',
      status: 'published',
      date: '2014-06-04T19:46:53Z',
      tags: ['partners'],
      excerpt: '',
      oldPath: '/news/2014/06/04/jekyll-stickers-1-dollar-stickermule/',
    });
    expect(post.markdown.startsWith('![Jekyll Sticker](archive:img/jekyll-sticker.png)\n\nYou may have heard')).toBe(
      true,
    );
    expect(warningsOf(read, source)).toEqual([]);
  });

  it('makes highlight blocks fenced code with their language, the date in UTC, the address on the day written', () => {
    const source = '_posts/2014-03-27-jekyll-1-5-1-released.md';
    const post = postAt(read, source);
    expect(post).toMatchObject({
      title: 'Jekyll 1.5.1 Released',
      date: '2014-03-28T02:43:48Z',
      tags: ['release'],
      oldPath: '/news/2014/03/27/jekyll-1-5-1-released/',
    });
    const code =
      '> sanitized_path("/tmp/foobar/jail", "..c:/..c:/..c:/etc/passwd")\n=> "/tmp/foobar/jail/../../../etc/passwd"';
    expect(fileText(`jekyll/${source}`)).toContain(`{% highlight ruby %}\n${code}\n{% endhighlight %}`);
    expect(post.markdown).toContain(`\`\`\`ruby\n${code}\n\`\`\``);
    expect(post.markdown).not.toContain('{%');
    expect(warningsOf(read, source)).toEqual([]);
  });

  it('fills {{ site.repository }} from _config.yml, as Jekyll did', () => {
    const source = '_posts/2013-07-24-jekyll-1-1-1-released.md';
    expect(fileText(`jekyll/${source}`)).toContain('([#1339]({{ site.repository }}/issues/1339))');
    const post = postAt(read, source);
    expect(post.markdown).toContain('([#1339](https://github.com/jekyll/jekyll/issues/1339))');
    expect(post.markdown).toContain('([#1338](https://github.com/jekyll/jekyll/issues/1338))');
    expect(post.markdown).not.toContain('{{');
    expect(post.date).toBe('2013-07-24T20:24:14Z');
  });

  it('reads published: false as a draft, which had no address', () => {
    const post = postAt(read, '_posts/2008-02-02-not-published.md');
    expect(post).toMatchObject({ title: 'Not published!', status: 'draft', date: '2008-02-02T00:00:00Z' });
    expect(post.tags).toEqual(['publish_test']);
    expect(post.oldPath).toBeUndefined();
    expect(post.markdown).toBe('This should *not* be published!');
  });

  it("keeps a post's own permalink, and says what Liquid was left", () => {
    const source = '_posts/2008-12-03-permalinked-post.md';
    expect(fileText(`jekyll/${source}`)).toContain('permalink: my_category/permalinked-post');
    expect(postAt(read, source).oldPath).toBe('/my_category/permalinked-post');
    expect(postAt(read, source).markdown).toContain('{{ page.title }}');
    expect(warningsOf(read, source)).toEqual([
      '1 Liquid expression ({{ … }}) left as written, to be replaced by hand.',
    ]);
  });

  it('removes a Liquid tag and says so', () => {
    const source = '_posts/2008-12-13-include.md';
    expect(fileText(`jekyll/${source}`)).toContain('{% include sig.markdown %}');
    expect(postAt(read, source).markdown).toBe('This _is_ cool');
    expect(warningsOf(read, source)).toEqual(['1 Liquid tag ({% … %}) removed: Markdown has no templates.']);
  });

  it('reads categories written as words, and a file without front matter from its name', () => {
    expect(fileText('jekyll/_posts/2009-01-27-categories.md')).toContain('categories: foo bar baz');
    expect(postAt(read, '_posts/2009-01-27-categories.md').tags).toEqual(['foo', 'bar', 'baz']);
    expect(fileText('jekyll/_posts/2009-06-22-no-yaml.md')).toBe('No YAML.');
    expect(postAt(read, '_posts/2009-06-22-no-yaml.md')).toMatchObject({
      title: 'No Yaml',
      slug: 'no-yaml',
      date: '2009-06-22T00:00:00Z',
      markdown: 'No YAML.',
      oldPath: '/news/2009/06/22/no-yaml/',
    });
  });
});

describe('readMarkdownFolder, a Hugo site', () => {
  let read: Read;
  beforeAll(async () => {
    const zip = await zipOfFolder(fixture('hugo'));
    read = await collect(readMarkdownFolder(zip, 'hugo.zip', { now: new Date('2019-03-09T12:00:00Z') }));
  });

  it('reads content/post, not its list page nor the pages beside it', () => {
    expect(read.error).toBeUndefined();
    expect(read.posts.map((post) => post.source)).toEqual([
      'content/post/emoji-support.md',
      'content/post/math-typesetting.md',
      'content/post/placeholder-text.md',
      'content/post/rich-content.md',
    ]);
    expect(read.images).toEqual([]);
  });

  it('reads TOML front matter, removes shortcodes and says how many', () => {
    const source = 'content/post/rich-content.md';
    expect(fileText(`hugo/${source}`)).toContain('title = "Rich Content"\ndate = "2019-03-10"');
    const post = postAt(read, source);
    expect(post).toMatchObject({
      title: 'Rich Content',
      slug: 'rich-content',
      status: 'scheduled',
      date: '2019-03-10T00:00:00Z',
      tags: ['shortcodes', 'privacy'],
      excerpt: 'A brief description of Hugo Shortcodes',
      oldPath: '/post/rich-content/',
    });
    expect(fileText(`hugo/${source}`)).toContain('{{< youtube ZJthWmvUzzc >}}');
    expect(post.markdown).not.toMatch(/\{\{|<!--more-->/);
    // The excerpt marker's line is left blank: the rule below it stays a rule.
    expect(post.markdown).toContain('social media embeds.\n\n---\n\n## YouTube Privacy Enhanced Shortcode');
    expect(warningsOf(read, source)).toEqual(['3 shortcodes ({{< … >}}) removed: Markdown has no templates.']);
  });

  it("makes Hugo's highlight fenced code, and removes an inline shortcode with the template inside it", () => {
    const source = 'content/post/emoji-support.md';
    expect(fileText(`hugo/${source}`)).toContain('{{< highlight html >}}\n.emoji {');
    const post = postAt(read, source);
    expect(post).toMatchObject({
      title: 'Emoji Support',
      status: 'published',
      date: '2019-03-05T00:00:00Z',
      tags: ['emoji'],
    });
    expect(post.markdown).toContain('```html\n.emoji {\n  font-family: Apple Color Emoji');
    expect(post.markdown).not.toContain('<style>');
    expect(warningsOf(read, source)).toEqual(['1 shortcode ({{< … >}}) removed: Markdown has no templates.']);
  });

  it('reads YAML front matter beside TOML, and keeps code as written', () => {
    const source = 'content/post/math-typesetting.md';
    expect(fileText(`hugo/${source}`)).toContain(
      '---\nauthor: Hugo Authors\ntitle: Math Typesetting\ndate: 2019-03-08\n',
    );
    const post = postAt(read, source);
    expect(post).toMatchObject({
      title: 'Math Typesetting',
      date: '2019-03-08T00:00:00Z',
      oldPath: '/post/math-typesetting/',
    });
    expect(post.markdown).toContain('```bash\n{{ if or .Params.math .Site.Params.math }}\n');
    expect(post.markdown).not.toContain('<script');
    expect(warningsOf(read, source)).toEqual(['2 shortcodes ({{< … >}}) removed: Markdown has no templates.']);
  });

  it('takes the excerpt marker out of the middle of a line', () => {
    const post = postAt(read, 'content/post/placeholder-text.md');
    expect(post.tags).toEqual(['markdown', 'text']);
    expect(post.markdown.startsWith('Lorem est tota propiore conpellat pectoribus de pectora summo. Redit teque')).toBe(
      true,
    );
  });
});
