import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect(read('404.html')).toContain('<meta name="robots" content="noindex" />');
    expect(read('sitemap.xml')).toContain('hreflang="fr"');
    expect(missingFiles(target)).toEqual([]);
  });

  it('moves each language’s listing’s first page by number to its one address', () => {
    expect(read('_redirects')).toContain('/fr/blog/page/1 /fr/blog 301');
  });

  it('has hosts revalidate the other language’s pages, as the primary’s', () => {
    expect(read('_headers')).toMatch(/\n\/fr\/\*\n {2}Cache-Control: no-cache\n/);
  });
});
