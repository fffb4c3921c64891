import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { filesUnder, missingFiles, publishHarness } from './publish-harness';

const target = mkdtempSync(join(tmpdir(), 'portfolio-published-languages-'));
const published = publishHarness(async () => target);
const read = (path: string) => readFileSync(join(target, path), 'utf8');

afterAll(() => rmSync(target, { recursive: true, force: true }));

beforeAll(async () => {
  const document = published.document('2030-06-01T12:00:01Z');
  await published.site.save({
    ...document,
    languages: ['en', 'fr'],
    blogs: document.blogs.map((post) =>
      post.slug === 'backpressure'
        ? { ...post, translations: [{ language: 'fr', title: 'Contre-pression', slug: 'contre-pression' }] }
        : post,
    ),
  });
  expect((await published.publishNow()).ok).toBe(true);
});

describe('a publish of a site in two languages', () => {
  it('holds each language’s pages, the other language’s in its folder', () => {
    const files = filesUnder(target);
    expect(files.filter((path) => path.startsWith('fr/')).sort()).toEqual([
      // The not-found page in French, which a host that looks for the nearest one answers under /fr/.
      'fr/404.html',
      'fr/blog.html',
      'fr/blog/contre-pression.html',
      // The move of the first page by number, as `blog/page/1.html`.
      'fr/blog/page/1.html',
      'fr/feed.xml',
      'fr/index.html',
    ]);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'blog/backpressure.html', 'blog/year-in-review.html']));
    expect(read('fr/index.html')).toMatch(/<html lang="fr"/);
    expect(read('fr/404.html')).toMatch(/<html lang="fr"/);
    expect(read('404.html')).toMatch(/<title>Page not found — /);
    expect(read('sitemap.xml')).toContain('hreflang="fr"');
    expect(missingFiles(target)).toEqual([]);
  });

  it('moves each language’s listing’s first page by number to its one address', () => {
    expect(read('_redirects')).toContain('/fr/blog/page/1 /fr/blog 301');
  });

  it('has hosts revalidate the other language’s pages, as the primary’s', () => {
    expect(read('_headers')).toMatch(/\n\/fr\/\*\n {2}Cache-Control: no-cache\n/);
  });

  it('removes a language’s pages once the site no longer has it, a page no record names too, and keeps the owner’s own folder', async () => {
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(target, path)), { recursive: true });
      writeFileSync(join(target, path), text);
    };
    put('fr/blog/left-behind.html', 'a page of a publish whose record is lost');
    put('js/app.js', 'the owner’s');
    put('fr/notes.txt', 'the owner’s');
    await published.site.save(published.document('2030-06-01T12:00:01Z'));
    expect((await published.publishNow()).ok).toBe(true);
    expect(filesUnder(target).filter((path) => path.startsWith('fr/'))).toEqual(['fr/notes.txt']);
    expect(filesUnder(target)).toContain('js/app.js');
  });
});
