import type { Blog } from '@portfolio/contract';
import { CLOCK, type Clock } from '../../src/portfolio/clock';
import { PortfolioReader } from '../../src/portfolio/portfolio-reader';
import { PortfolioWriter } from '../../src/portfolio/portfolio-writer';
import { portfolioHarness } from './portfolio-harness';

/** The API's clock, moved by the tests: a scheduled post's moment comes without waiting for it. */
class MovedClock implements Clock {
  moment = new Date();
  now(): Date {
    return new Date(this.moment);
  }
}
const clock = new MovedClock();
const harness = portfolioHarness([{ provide: CLOCK, useValue: clock }]);
const http = () => harness.api.http;

const NOW = '2030-06-01T12:00:00Z';
const SECOND_LATER = '2030-06-01T12:00:01Z';
const moveClockTo = (moment: string) => (clock.moment = new Date(moment));

const anonymousRead = () => http().get('/api/portfolio');
const ownerRead = () => http().get('/api/portfolio').set('Cookie', harness.cookie);

/** The default document with posts of every kind, each findable by its title, address and tag. */
function withPosts(...posts: Partial<Blog>[]) {
  return harness.edited((document) => {
    document.blogs = posts.map((post, index) => ({
      ...document.blogs[0]!,
      title: `Post ${index}`,
      slug: `post-${index}`,
      tags: [`tag-${index}`],
      ...post,
    }));
  });
}

let bodyId: string;

beforeAll(async () => {
  const stored = await http()
    .put('/api/post-bodies')
    .set('Content-Type', 'application/json')
    .set('Cookie', harness.cookie)
    .send({ markdown: '# Not yet' })
    .expect(200);
  bodyId = stored.body.id as string;
});

beforeEach(() => moveClockTo(NOW));

describe('GET /api/portfolio for visitors', () => {
  const DOCUMENT = () =>
    withPosts(
      { status: 'published' },
      { status: 'draft', title: 'Secret draft', slug: 'secret-draft', tags: ['secret-tag'], body: bodyId },
      { status: 'scheduled', publishAt: SECOND_LATER, title: 'Coming soon', slug: 'coming-soon', body: bodyId },
      { status: 'scheduled', publishAt: NOW },
    );

  it('never holds a draft or a post scheduled for later: not its title, address, tags or body', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);

    const { text, body } = await anonymousRead().expect(200);

    expect(body.blogs.map(({ title }: Blog) => title)).toEqual(['Post 0', 'Post 3']);
    for (const hidden of ['Secret draft', 'secret-draft', 'secret-tag', 'Coming soon', 'coming-soon', bodyId]) {
      expect(text).not.toContain(hidden);
    }
    expect({ ...body, blogs: [] }).toEqual({ ...DOCUMENT(), blogs: [] });
  });

  it('holds every post for the owner, under the ETag a save sends back, which no cache keeps', async () => {
    const saved = await harness.save(DOCUMENT(), harness.base).expect(200);

    const owner = await ownerRead().expect(200);
    const visitor = await anonymousRead().expect(200);

    expect(owner.body).toEqual(DOCUMENT());
    expect(owner.headers.etag).toBe(saved.headers.etag);
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect(visitor.headers.etag).not.toBe(saved.headers.etag);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    for (const answer of [owner, visitor]) expect(answer.headers.vary).toMatch(/\bCookie\b/);
  });

  it('answers an ended or forged session as a visitor', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);

    const ended = await harness.api.signIn();
    await http().post('/api/auth/logout').set('Content-Type', 'application/json').set('Cookie', ended).expect(204);

    for (const cookie of [ended, `portfolio_session=${'A'.repeat(43)}`]) {
      const answer = await http().get('/api/portfolio').set('Cookie', cookie).expect(200);
      expect(answer.body.blogs).toHaveLength(2);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('refuses a save guarded by what a visitor read, which lacks the hidden posts', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);
    const visitor = await anonymousRead().expect(200);

    await harness.save(visitor.body, visitor.headers.etag).expect(412);

    expect((await harness.stored()).document.blogs).toHaveLength(4);
  });

  it('serves a document whose posts are all public under a tag of its content, never the revision’s', async () => {
    const saved = await harness.save(withPosts({ status: 'published' }), harness.base).expect(200);

    const visitor = await anonymousRead().expect(200);

    // The revision's tag names the version, which a save of drafts alone would move.
    expect(visitor.headers.etag).not.toBe(saved.headers.etag);
    expect(visitor.headers.etag).not.toMatch(new RegExp(`^"${harness.baseVersion + 1}-`));
    await http().get('/api/portfolio').set('If-None-Match', visitor.headers.etag!).expect(304);
  });

  it('shows a scheduled post once its second comes, with no save, under a new ETag', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);
    const before = await anonymousRead().expect(200);
    await http().get('/api/portfolio').set('If-None-Match', before.headers.etag!).expect(304);

    moveClockTo(SECOND_LATER);
    const after = await http().get('/api/portfolio').set('If-None-Match', before.headers.etag!).expect(200);

    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.blogs.map(({ title }: Blog) => title)).toEqual(['Post 0', 'Coming soon', 'Post 3']);
    expect(after.body.blogs[1]).toMatchObject({ slug: 'coming-soon', body: bodyId });
    expect((await harness.stored()).version).toBe(harness.baseVersion + 1);
  });

  it('hides it again when the clock is set back, under the ETag it had', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);
    const before = await anonymousRead().expect(200);
    moveClockTo(SECOND_LATER);
    await anonymousRead().expect(200);

    moveClockTo(NOW);
    const back = await anonymousRead().expect(200);

    expect(back.headers.etag).toBe(before.headers.etag);
    expect(back.text).not.toContain('Coming soon');
  });

  it('is made once per revision and posts shown, however often it is read', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);
    const service = harness.api.app.get(PortfolioReader);

    const first = await service.readPublic();
    const again = await service.readPublic();
    const later = await service.readPublic(new Date(SECOND_LATER));

    expect(again.json).toBe(first.json);
    expect(later.json).not.toBe(first.json);
    expect(await service.readPublic(new Date(NOW))).toBe(first);
  });

  it('is made once by a save and handed on: the document serialised once whole and once as visitors see it', async () => {
    await harness.save(DOCUMENT(), harness.base).expect(200);
    await anonymousRead().expect(200);
    const reader = harness.api.app.get(PortfolioReader);
    const writer = harness.api.app.get(PortfolioWriter);
    const edited = { ...DOCUMENT(), personalInfo: { ...DOCUMENT().personalInfo, name: 'Robin' } };
    const serialise = jest.spyOn(JSON, 'stringify');

    const stored = await writer.replace(edited);
    const view = await reader.readPublic();

    const documents = serialise.mock.calls.filter(
      ([value]) => typeof value === 'object' && value && 'personalInfo' in value,
    );
    serialise.mockRestore();
    expect(documents).toHaveLength(2);
    expect(view.revision).toEqual(stored.revision);
    expect(view.document.personalInfo.name).toBe('Robin');
    expect(view.json.toString()).not.toContain('Secret draft');
  });
});
