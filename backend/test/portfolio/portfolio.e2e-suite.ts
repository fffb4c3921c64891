import { BODY_LIMIT_BYTES, DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { largestValidDocument, storeLargestReferences } from '../support/document-samples';
import { portfolioHarness } from './portfolio-harness';

const portfolio = portfolioHarness();

describe('GET /api/portfolio', () => {
  // The owner's reads: a visitor's ETag is of what visitors see (public-posts.e2e-suite.ts).
  const ownerRead = () => portfolio.api.http.get('/api/portfolio').set('Cookie', portfolio.cookie);

  it('answers the owner the document as JSON with a strong ETag of its version and content', async () => {
    const response = await ownerRead().expect(200);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toBe(portfolio.base);
    expect(portfolio.base).toBe(await portfolio.storedEtag());
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual(DEFAULT_PORTFOLIO);
  });

  it('answers 304 without a body when If-None-Match names the current version', async () => {
    const response = await ownerRead().set('If-None-Match', portfolio.base).expect(304);

    expect(response.headers.etag).toBe(portfolio.base);
    expect(response.text).toBe('');
  });

  it('answers the document when If-None-Match names an older version', async () => {
    await portfolio.save(portfolio.edited((d) => (d.personalInfo.name = 'Ada Lovelace'))).expect(200);

    const response = await ownerRead().set('If-None-Match', portfolio.base).expect(200);

    expect(response.body.personalInfo.name).toBe('Ada Lovelace');
    expect(response.headers.etag).toBe(await portfolio.storedEtag());
    expect(response.headers.etag).not.toBe(portfolio.base);
  });
});

describe('PUT /api/portfolio', () => {
  it('stores the document and answers it with the new ETag; GET then answers the same', async () => {
    const document = portfolio.edited((d) => {
      d.personalInfo.title = 'Principal Engineer';
      d.skills.push({ name: 'Rust', hidden: false, translations: [] });
      d.projects[0]!.tech = ['Go', 'gRPC'];
      d.projects[1]!.live = '';
      d.blogs.unshift({
        ...d.blogs[0]!,
        title: 'New post',
        excerpt: 'Line one\nLine two',
        date: '2024-02-29',
        readTime: '3 min read',
      });
    });

    const saved = await portfolio.save(document, portfolio.base).expect(200);
    expect(saved.headers.etag).toBe(await portfolio.storedEtag());
    expect(saved.body).toEqual(document);

    const read = await portfolio.api.http.get('/api/portfolio').set('Cookie', portfolio.cookie).expect(200);
    expect(read.body).toEqual(document);
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect(await portfolio.stored()).toEqual({ document, version: portfolio.baseVersion + 1 });
  });

  it('saves without If-Match (last write wins), and with If-Match: *', async () => {
    await portfolio.save(portfolio.edited((d) => (d.personalInfo.name = 'First'))).expect(200);
    await portfolio
      .save(
        portfolio.edited((d) => (d.personalInfo.name = 'Second')),
        '*',
      )
      .expect(200);

    expect(await portfolio.stored()).toMatchObject({
      version: portfolio.baseVersion + 2,
      document: { personalInfo: { name: 'Second' } },
    });
  });

  it('accepts the weak form of the current ETag, as a gzipping proxy hands it out', async () => {
    await portfolio
      .save(
        portfolio.edited((d) => (d.personalInfo.name = 'Weak')),
        `W/${portfolio.base}`,
      )
      .expect(200);

    expect((await portfolio.stored()).version).toBe(portfolio.baseVersion + 1);
  });

  it.each<[string, (version: number, digest: string) => string]>([
    ['an older version', (version, digest) => `"${version - 1}-${digest}"`],
    ['a newer version', (version, digest) => `"${version + 1}-${digest}"`],
    ['the same version of other content, as before a restore', (version) => `"${version}-${'0'.repeat(32)}"`],
    ['another weak version', (version, digest) => `W/"${version + 5}-${digest}"`],
    ['the version alone', (version) => `"${version}"`],
    ['a malformed tag', (version, digest) => `"${version}-${digest} "`],
    ['garbage', () => 'garbage'],
  ])('answers 412 for If-Match of %s and changes nothing', async (_, ifMatch) => {
    const response = await portfolio
      .save(
        portfolio.edited((d) => (d.personalInfo.name = 'Stale')),
        ifMatch(portfolio.baseVersion, portfolio.baseDigest),
      )
      .expect(412);

    expect(response.body.message).toMatch(/changed elsewhere/);
    expect(await portfolio.stored()).toEqual({ document: DEFAULT_PORTFOLIO, version: portfolio.baseVersion });
  });

  it('lets exactly one of 50 concurrent saves from the same version through', async () => {
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        portfolio.save(
          portfolio.edited((d) => (d.personalInfo.name = `Writer ${index}`)),
          portfolio.base,
        ),
      ),
    );

    const statuses = saves.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(49);
    const winner = saves.find((response) => response.status === 200)!;
    expect(await portfolio.stored()).toEqual({ document: winner.body, version: portfolio.baseVersion + 1 });
  });

  it('stores only the fields of the document, in its order', async () => {
    const response = await portfolio.save(portfolio.edited((d) => (d.blogs[0]!.readTime = '9 min read'))).expect(200);

    const sections = ['personalInfo', 'skills', 'projects', 'blogs', 'appearance', 'landingPage', 'languages', 'words'];
    expect(Object.keys(response.body)).toEqual(sections);
    expect(Object.keys(response.body.projects[0])).toEqual([
      'title',
      'tech',
      'description',
      'github',
      'live',
      'image',
      'featured',
      'hidden',
      'translations',
    ]);
  });

  it('accepts the largest valid document, which fits the body limit', async () => {
    const document = largestValidDocument();
    expect(Buffer.byteLength(JSON.stringify(document))).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    await storeLargestReferences(portfolio.database);

    const response = await portfolio.save(document).expect(200);

    expect(response.body).toEqual(document);
  });
});
