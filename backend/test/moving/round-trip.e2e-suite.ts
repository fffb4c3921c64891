import { DEFAULT_PORTFOLIO, pickPortfolio, type ImportAnswer } from '@portfolio/contract';
import yauzl from 'yauzl';
import { siteHarness } from '../site/site-harness';
import { samplePost } from '../support/document-samples';
import { image } from '../support/media-samples';

// Two sites: the one exported, and a fresh one it is imported into.
const exported = siteHarness();
const fresh = siteHarness();

/** The names and texts of a zip's entries. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => (entries.set(entry.fileName, Buffer.concat(chunks)), zip.readEntry()));
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    }),
  );
}

const page = async (site: typeof exported, path: string) => {
  const answer = await site.api.http.get(path).set('Accept-Encoding', 'identity').expect(200);
  return answer.text;
};

let archive: Buffer;
let slugs: string[];

beforeAll(async () => {
  const upload = await exported.api.http
    .post('/api/media')
    .set('Cookie', exported.cookie)
    .attach('file', await image('png', 640, 320), { filename: 'chart.png', contentType: 'image/png' })
    .expect(201);
  const url = upload.body.url as string;
  const body = (markdown: string) => exported.storeBody(markdown);
  const posts = [
    samplePost({
      title: 'Backpressure, explained',
      slug: 'backpressure',
      tags: ['Queues', 'Systems'],
      body: await body(`## Why\n\nA chart:\n\n![The queue's depth](${url})\n\n\`\`\`sql\nSELECT 1;\n\`\`\``),
      formerSlugs: ['queues-101'],
      formerPaths: ['/2019/05/backpressure/'],
      pinned: true,
    }),
    samplePost({
      title: 'A year in review',
      slug: 'year-in-review',
      date: '2024-12-30',
      body: await body('Twelve months.'),
    }),
    samplePost({ title: 'Unfinished', slug: 'unfinished', status: 'draft', body: await body('Not yet.') }),
  ];
  slugs = ['backpressure', 'year-in-review'];
  await exported.save(
    pickPortfolio({
      ...DEFAULT_PORTFOLIO,
      personalInfo: { ...DEFAULT_PORTFOLIO.personalInfo, name: 'Ada Exported', portrait: url },
      blogs: posts,
    }),
  );
  const answer = await exported.api.http
    .get('/api/export')
    .set('Cookie', exported.cookie)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(
    /^attachment; filename="portfolio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  archive = answer.body as Buffer;
});

describe('GET /api/export', () => {
  it('holds the landing page, each post as Markdown with its fields, and every upload', async () => {
    const entries = await unzip(archive);
    const names = [...entries.keys()];
    expect(names.filter((name) => name.startsWith('posts/')).sort()).toEqual([
      'posts/backpressure.md',
      'posts/unfinished.md',
      'posts/year-in-review.md',
    ]);
    expect(names.filter((name) => name.startsWith('media/')).length).toBeGreaterThan(1);
    const description = JSON.parse(entries.get('portfolio.json')!.toString());
    expect(description.portfolio.personalInfo.name).toBe('Ada Exported');
    expect(description.portfolio.blogs).toEqual([]);
    const post = entries.get('posts/backpressure.md')!.toString();
    expect(post).toMatch(/^---\ntitle: Backpressure, explained\ndate: /);
    expect(post).toContain('formerPaths:\n  - /2019/05/backpressure/\n');
    expect(post).toContain('\n## Why\n');
  });

  it('answers 401 without a session', async () => {
    await exported.api.http.get('/api/export').expect(401);
  });
});

describe('an export imported into a fresh site', () => {
  it('gives the same site: the same pages, byte for byte', async () => {
    const preview = (
      await fresh.api.http
        .post('/api/import?preview=1')
        .set('Cookie', fresh.cookie)
        .set('Content-Type', 'application/zip')
        .send(archive)
        .expect(200)
    ).body as ImportAnswer;
    expect(preview.posts.map(({ slug, outcome }) => [slug, outcome])).toEqual(
      expect.arrayContaining([
        ['backpressure', 'added'],
        ['unfinished', 'added'],
      ]),
    );
    expect(preview.warnings[0]!.message).toContain("this site's own export");

    const done = await fresh.api.http
      .post('/api/import')
      .set('Cookie', fresh.cookie)
      .set('Content-Type', 'application/zip')
      .send(archive)
      .expect(200);
    expect((done.body as ImportAnswer).imported).toBe(true);
    for (const path of ['/', '/blog', ...slugs.map((slug) => `/blog/${slug}`), '/blog/tag/queues']) {
      expect(await page(fresh, path)).toBe(await page(exported, path));
    }
    const [before, after] = await Promise.all(
      [exported, fresh].map(
        async (site) => (await site.api.http.get('/api/portfolio').set('Cookie', site.cookie)).body,
      ),
    );
    expect(after).toEqual(before);
  });
});

// Last, for the exported site loses a post's body.
describe('an export that cannot be finished', () => {
  it('ends the download short when a post cannot be read, and the API goes on', async () => {
    await exported.database.query("DELETE FROM post_body WHERE markdown = 'Twelve months.'");
    const failed = await exported.api.http
      .get('/api/export')
      .set('Cookie', exported.cookie)
      .buffer(true)
      .parse((response, done) => {
        response.on('data', () => undefined);
        response.on('error', done);
        response.on('end', () => done(null, undefined));
      })
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(failed).toMatchObject({ message: expect.stringMatching(/aborted|closed|reset/i) });
    await exported.api.http.get('/api/health').expect(200);
  });
});
