import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MediaService } from '../../src/media/media.service';
import { PortfolioWriter } from '../../src/portfolio/portfolio-writer';
import { PublishService } from '../../src/publish/publish.service';
import { UNREFERENCED_KEPT_MS } from '../../src/publish/removal';
import { KeptPages } from '../../src/site/kept-pages';
import { parsePage, parseXml, SITE_URL } from '../site/site-harness';
import {
  digests,
  eventually,
  filesUnder,
  missingFiles,
  NOW,
  PUBLIC_URL,
  publishHarness,
  CHANGED_BY_AN_EDIT,
} from './publish-harness';

const target = mkdtempSync(join(tmpdir(), 'portfolio-published-'));
const LATER = '2030-06-01T12:00:01Z';
/** How far ahead a scheduled post's moment is: the time the publisher's timer is waited out for. */
const MOMENT_GAP_MS = 2000;
const published = publishHarness(async () => target);
const read = (path: string) => readFileSync(join(target, path), 'utf8');

afterAll(() => rmSync(target, { recursive: true, force: true }));

beforeAll(async () => {
  await published.site.save(published.document(LATER));
  expect((await published.publishNow()).ok).toBe(true);
});

describe('a publish to a folder', () => {
  it('holds everything a visitor can reach and nothing else', () => {
    const files = filesUnder(target);
    const pages = files.filter((path) => !/^(assets|media|search)\//.test(path)).sort();
    expect(pages).toEqual(
      [
        '2019/05/backpressure/index.html',
        '404.html',
        '_headers',
        '_redirects',
        'apple-touch-icon.png',
        'blog.html',
        'blog/backpressure.html',
        'blog/page/1.html',
        'blog/queues-101.html',
        'blog/year-in-review.html',
        'favicon.svg',
        'feed.xml',
        'icon-192.png',
        'icon-512.png',
        'index.html',
        'no-script.css',
        'resume.pdf',
        'robots.txt',
        'site.webmanifest',
        'sitemap.xml',
      ].filter((path) => files.includes(path) || !/\.(png|svg|css|webmanifest)$/.test(path)),
    );
    // The public view: no draft, hidden or later post, no admin, no API, no template, no precompressed copy.
    expect(
      files.filter((path) => /secret-draft|hidden-post|coming-soon|admin\b|^api|post\.html|\.gz$/.test(path)),
    ).toEqual(files.filter((path) => /^assets\/admin/.test(path)));
    expect(files).toContain(`media${published.imageUrl.slice('/media'.length)}`);
    // The search index: its description, its chunks and a fragment for each of the two public posts
    // with a page (queues-101 is a former address).
    expect(files).toContain('search/meta.json');
    expect(files.filter((path) => path.startsWith('search/p/'))).toHaveLength(2);
    expect(files.some((path) => /^assets\/.*\.js$/.test(path))).toBe(true);
    expect(missingFiles(target)).toEqual([]);
  });

  it('names the published address in canonical links, the sitemap and the feed, and has no island that calls /api', () => {
    const home = read('index.html');
    const post = parsePage(read('blog/backpressure.html'));
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
    // The API's address only where the page counts its visits (publish-counting.tools-spec.ts).
    expect(home.replaceAll(`${SITE_URL}/api/hits`, '')).not.toContain(SITE_URL);
    expect(home).not.toContain('data-island="connectivity"');
    // The app's page (the not-found page there) preloads nothing from the API either.
    expect(read('404.html')).not.toContain('/api/');
    expect(post.link('canonical').href).toBe(`${PUBLIC_URL}/blog/backpressure`);
    expect(post.meta('property', 'og:url')).toBe(`${PUBLIC_URL}/blog/backpressure`);
    const sitemap = parseXml(read('sitemap.xml')) as { urlset: { url: { loc: string }[] } };
    expect(sitemap.urlset.url.map(({ loc }) => loc)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/blog`,
      `${PUBLIC_URL}/blog/backpressure`,
      `${PUBLIC_URL}/blog/year-in-review`,
    ]);
    expect(read('feed.xml')).toContain(`<link rel="self" href="${PUBLIC_URL}/feed.xml"/>`);
    expect(read('feed.xml')).not.toContain('Secret Draft');
    expect(read('robots.txt')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('answers a former address and an imported post’s old path with the move: _redirects and a page naming the new address', () => {
    expect(read('_redirects')).toBe(
      '/blog/queues-101 /blog/backpressure 301\n/2019/05/backpressure/ /blog/backpressure 301\n/blog/page/1 /blog 301\n',
    );
    // An imported post's old path is a folder's page on the host.
    for (const file of ['blog/queues-101.html', '2019/05/backpressure/index.html']) {
      const page = parsePage(read(file));
      expect(page.link('canonical').href).toBe(`${PUBLIC_URL}/blog/backpressure`);
      expect(
        page.elements('meta').find(({ attributes }) => attributes['http-equiv'] === 'refresh')?.attributes.content,
      ).toBe(`0; url=${PUBLIC_URL}/blog/backpressure`);
    }
  });

  it('sends the security headers, and keeps hashed assets and media for good but pages revalidated', () => {
    const headers = read('_headers');
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' /);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/media/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/blog/*\n  Cache-Control: no-cache');
  });

  it('moves only what a one-post edit changed: that page, the home page, the feed, the sitemap and its search files', async () => {
    const before = digests(target);
    const status = await published.savedAndPublished(
      published.document(LATER, { body: await published.site.storeBody('Queues fill up fast.') }),
    );
    const after = digests(target);
    const changed = [...after].filter(([path, digest]) => before.get(path) !== digest).map(([path]) => path);
    expect(changed.sort()).toEqual(CHANGED_BY_AN_EDIT);
    const bytes = changed.reduce((sum, path) => sum + readFileSync(join(target, path)).length, 0);
    expect(status).toMatchObject({ ok: true, error: null, moved: { files: 7, bytes } });
    const { last, ok, error, moved } = status;
    expect(await published.health()).toEqual({ last, ok, error, moved });
  });

  it('reads again only the pages that show the post a one-post edit changed, and none of the uploads the target holds', async () => {
    const { app } = published.site.api;
    const pages = jest.spyOn(app.get(KeptPages), 'keptOrMade');
    const uploads = jest.spyOn(app.get(MediaService), 'file');
    try {
      const status = await published.savedAndPublished(
        published.document(LATER, { body: await published.site.storeBody('Queues fill up faster.') }),
      );
      expect(status.ok).toBe(true);
      const names = pages.mock.calls.map(([, job]) => job.name);
      // The pages that show the post: its own, the home page, the blog's index, the feed and the sitemap.
      expect(names.sort()).toEqual(['/', '/blog', '/blog/backpressure', 'feed.xml', 'sitemap.xml']);
      expect(uploads).not.toHaveBeenCalled();
    } finally {
      pages.mockRestore();
      uploads.mockRestore();
    }
    expect(read('blog/backpressure.html')).toContain('Queues fill up faster.');
    expect(missingFiles(target)).toEqual([]);
  });

  it('sends again a page that left the target, though what it shows did not change', async () => {
    rmSync(join(target, 'blog', 'year-in-review.html'));
    const status = await published.savedAndPublished(
      published.document(LATER, { body: await published.site.storeBody('Queues fill up at last.') }),
    );
    expect(status.ok).toBe(true);
    expect(read('blog/year-in-review.html')).toContain('Year in Review');
    expect(read('blog/backpressure.html')).toContain('Queues fill up at last.');
  });

  it('publishes a scheduled post at its moment, with no save and nobody asking', async () => {
    // The publisher's timer runs in real time, so the test waits it out: the moment is near. Should
    // the publish below outlast it, the timer finds the clock short of the moment and waits again.
    const moment = new Date(Date.parse(NOW) + MOMENT_GAP_MS);
    published.clock.moment = new Date(NOW);
    await published.site.save(published.document(moment.toISOString().replace('.000Z', 'Z')));
    await published.publishNow();
    expect(filesUnder(target)).not.toContain('blog/coming-soon.html');
    published.clock.moment = moment;
    await eventually(() => read('sitemap.xml').includes(`${PUBLIC_URL}/blog/coming-soon`), 20_000);
    expect(filesUnder(target)).toContain('blog/coming-soon.html');
  });

  it('publishes each of two scheduled posts at its own moment, with no save between them', async () => {
    // The clock is moved to each moment once the publish before it has ended; a timer that fires
    // before that finds the clock short of the moment and waits again, as in the test above.
    const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString().replace('.000Z', 'Z');
    const [first, second] = [at(MOMENT_GAP_MS), at(2 * MOMENT_GAP_MS)];
    published.clock.moment = new Date(NOW);
    await published.site.save(published.document(first, { secondScheduledAt: second }));
    await published.publishNow();
    expect(read('sitemap.xml')).not.toMatch(/coming-soon|coming-later/);
    expect(filesUnder(target)).not.toContain('blog/coming-soon.html');
    published.clock.moment = new Date(first);
    await eventually(() => read('sitemap.xml').includes(`${PUBLIC_URL}/blog/coming-soon`), 20_000);
    expect(read('sitemap.xml')).not.toContain('coming-later');
    published.clock.moment = new Date(second);
    await eventually(() => read('sitemap.xml').includes(`${PUBLIC_URL}/blog/coming-later`), 20_000);
    expect(filesUnder(target)).toEqual(expect.arrayContaining(['blog/coming-soon.html', 'blog/coming-later.html']));
  });

  it('removes a post hidden, unpublished or deleted at the next publish, from every page and file', async () => {
    published.clock.moment = new Date(NOW);
    await published.publishNow();
    expect(filesUnder(target)).toEqual(expect.arrayContaining(['blog/year-in-review.html', 'blog/backpressure.html']));
    const document = published.document(LATER);
    const changed = (slug: string, change: object) =>
      document.blogs.map((post) => (post.slug === slug ? { ...post, ...change } : post));
    for (const blogs of [
      changed('year-in-review', { hidden: true }),
      changed('year-in-review', { status: 'draft' }),
      document.blogs.filter((post) => post.slug !== 'year-in-review'),
    ]) {
      await published.site.save(published.document(LATER));
      expect((await published.publishNow()).ok).toBe(true);
      expect(filesUnder(target)).toContain('blog/year-in-review.html');
      await published.site.save({ ...document, blogs });
      expect((await published.publishNow()).ok).toBe(true);
      expect(filesUnder(target)).not.toContain('blog/year-in-review.html');
      for (const page of ['index.html', 'feed.xml', 'sitemap.xml']) expect(read(page)).not.toContain('year-in-review');
      // The post that moved keeps its former address's page, which sends visitors on.
      expect(read('blog/queues-101.html')).toContain(`${PUBLIC_URL}/blog/backpressure`);
      expect(missingFiles(target)).toEqual([]);
    }
  });

  it('keeps an upload no page names any more for a grace period, then removes it', async () => {
    const image = `media${published.imageUrl.slice('/media'.length)}`;
    published.clock.moment = new Date(NOW);
    await published.site.save(published.document(LATER));
    await published.publishNow();
    await published.site.save(published.document(LATER, { body: await published.site.storeBody('No chart.') }));
    await published.publishNow();
    expect(filesUnder(target)).toContain(image);
    published.clock.moment = new Date(Date.parse(NOW) + UNREFERENCED_KEPT_MS);
    await published.publishNow();
    expect(filesUnder(target)).not.toContain(image);
    expect(missingFiles(target)).toEqual([]);
  });

  it('goes by what the target holds: a page no record names is removed, the owner’s own files stay', async () => {
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(target, path)), { recursive: true });
      writeFileSync(join(target, path), text);
    };
    // What a publish whose record is lost left (a release that kept one on the target, one cut
    // off half way), and what the owner keeps there.
    put('blog/hidden-post.html', 'a post hidden since');
    put('.publish-manifest.json', '{"blog/hidden-post.html": {"size": 1');
    put('.publish-pending/blog/hidden-post.html', 'a post hidden since');
    put('.publish-pending-0123/index.html', 'a page sent before a publish was killed');
    for (const path of ['CNAME', '.well-known/security.txt', 'notes/plan.txt']) put(path, 'the owner’s');
    expect((await published.publishNow()).ok).toBe(true);
    expect(filesUnder(target).filter((path) => /hidden-post|^\.publish/.test(path))).toEqual([]);
    for (const path of ['.publish-manifest.json', '.publish-pending', '.publish-pending-0123'])
      expect(existsSync(join(target, path))).toBe(false);
    expect(filesUnder(target)).toEqual(
      expect.arrayContaining(['CNAME', '.well-known/security.txt', 'notes/plan.txt', 'index.html']),
    );
  });

  it('makes one publish of a run of saves, after the last save is answered', async () => {
    const publisher = published.site.api.app.get(PublishService);
    const runs = { count: 0 };
    const publish = Reflect.get(publisher, 'publishOnce') as () => Promise<void>;
    Reflect.set(publisher, 'publishOnce', () => (runs.count++, publish.call(publisher)));
    // Saved in the API's process rather than over HTTP: the run must fit in the publisher's wait
    // for more saves, which three requests answered one after another did not on a loaded machine.
    const writer = published.site.api.app.get(PortfolioWriter);
    for (const title of ['One', 'Two', 'Three']) await writer.replace(published.document(LATER, { title }));
    await eventually(() => runs.count === 1 && read('index.html').includes('Three'), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(runs.count).toBe(1);
  });
});

describe('asking for a publish', () => {
  it('is the signed-in owner’s, from this site only', async () => {
    const http = published.site.api.http;
    await http.post('/api/publish').set('Content-Type', 'application/json').send('{}').expect(401);
    await http
      .post('/api/publish')
      .set('Cookie', published.site.cookie)
      .set('Origin', 'https://elsewhere.example')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(403);
  });

  it('is what SIGUSR2 does, as make publish sends it', async () => {
    const before = (await published.health()).last;
    published.clock.moment = new Date(Date.parse(NOW) + 5000);
    // Jest's process hands a signal to no handler of the test's: the signal is raised as Node raises it.
    process.emit('SIGUSR2', 'SIGUSR2');
    await eventually(async () => (await published.health()).last !== before);
    expect(await published.health()).toMatchObject({ ok: true, last: new Date(Date.parse(NOW) + 5000).toISOString() });
  });
});
