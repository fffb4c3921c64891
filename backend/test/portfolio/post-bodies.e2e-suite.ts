import { createHash } from 'node:crypto';
import { MESSAGES, POST_BODY_MAX, type Blog } from '@portfolio/contract';
import { PostBodiesService } from '../../src/post-bodies/post-bodies.service';
import { portfolioHarness } from './portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

const idOf = (markdown: string) => createHash('sha256').update(markdown, 'utf8').digest('hex').slice(0, 32);

/** As the owner, unless another cookie is given, or `null` for none. */
function store(markdown: unknown, cookie: string | null = harness.cookie) {
  const put = http().put('/api/post-bodies').set('Content-Type', 'application/json');
  return (cookie === null ? put : put.set('Cookie', cookie)).send(JSON.stringify({ markdown }));
}

function read(id: string, cookie: string | null = harness.cookie) {
  const get = http().get(`/api/post-bodies/${id}`);
  return cookie === null ? get : get.set('Cookie', cookie);
}

const storedIds = async () =>
  (await harness.database.query<{ id: string }>('SELECT id FROM post_body ORDER BY id')).map(({ id }) => id);

/** The default document with its first post given a page. */
const withBody = (body: string, post: Partial<Blog> = {}) =>
  harness.edited((document) => Object.assign(document.blogs[0]!, { slug: 'first-post', body, ...post }));

beforeEach(() => harness.database.query('DELETE FROM post_body'));

describe('PUT /api/post-bodies', () => {
  it('stores a body and answers its id: the start of the SHA-256 of its UTF-8 bytes', async () => {
    const markdown = '# Backpressure\n\nWhy queues fill up — and what to do about it.';

    const { body } = await store(markdown).expect(200);

    expect(body).toEqual({ id: idOf(markdown) });
    expect(await harness.database.query('SELECT id, markdown FROM post_body')).toEqual([{ id: body.id, markdown }]);
  });

  it('gives the same text the same id, stores it once, and starts its grace period again', async () => {
    const first = await store('Same text').expect(200);
    await harness.database.query(`UPDATE post_body SET stored_at = now() - interval '8 days'`);

    const second = await store('Same text').expect(200);

    expect(second.body).toEqual(first.body);
    expect(
      await harness.database.query(
        `SELECT count(*)::int AS count, bool_and(stored_at > now() - interval '1 minute') AS fresh FROM post_body`,
      ),
    ).toEqual([{ count: 1, fresh: true }]);
  });

  it(`takes ${POST_BODY_MAX} characters, even at 3 bytes each or written as JSON escapes, and not one more`, async () => {
    const longest = '€'.repeat(POST_BODY_MAX);

    await store(longest).expect(200);
    // Six bytes a character, as a client may escape them.
    const escaped = JSON.stringify({ markdown: longest }).replaceAll('€', '\\u20ac');
    await http()
      .put('/api/post-bodies')
      .set('Content-Type', 'application/json')
      .set('Cookie', harness.cookie)
      .send(escaped)
      .expect(200);
    const refused = await store(`${longest}x`).expect(400);

    expect(refused.body.errors).toEqual([{ path: 'markdown', message: MESSAGES.tooLong(POST_BODY_MAX) }]);
    expect(await storedIds()).toEqual([idOf(longest)]);
  });

  it.each([
    ['no text', {}, MESSAGES.required],
    ['a number', 42, MESSAGES.text],
    ['a control character', 'a\u0000b', MESSAGES.controlCharacters],
  ])('refuses %s, storing nothing', async (_, markdown, message) => {
    const response = await (
      typeof markdown === 'object'
        ? http()
            .put('/api/post-bodies')
            .set('Content-Type', 'application/json')
            .set('Cookie', harness.cookie)
            .send('{}')
        : store(markdown)
    ).expect(400);

    expect(response.body.errors).toEqual([{ path: 'markdown', message }]);
    expect(await storedIds()).toEqual([]);
  });

  it('needs the owner’s session', async () => {
    await store('Mine', null).expect(401);
    await store('Mine', 'portfolio_session=forged').expect(401);

    expect(await storedIds()).toEqual([]);
  });
});

describe('GET /api/post-bodies/{id}', () => {
  it('answers a stored body to the owner, for no cache to keep', async () => {
    const { id } = (await store('*Hello*').expect(200)).body as { id: string };

    const response = await read(id).expect(200);

    expect(response.body).toEqual({ id, markdown: '*Hello*' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for an id no body has, and 400 for what is not an id', async () => {
    await read(idOf('never stored')).expect(404);
    for (const id of [idOf('x').toUpperCase(), 'abc', `${idOf('x')}0`, '..%2Fportfolio']) await read(id).expect(400);
  });

  it('is the owner’s only', async () => {
    const { id } = (await store('Draft of a post').expect(200)).body as { id: string };

    await read(id, null).expect(401);
    await read(id, 'portfolio_session=forged').expect(401);
  });
});

describe('a save that refers to a post body', () => {
  it('is stored when the body is', async () => {
    const { id } = (await store('# First').expect(200)).body as { id: string };

    const saved = await harness.save(withBody(id), harness.base).expect(200);

    expect(saved.body.blogs[0]).toMatchObject({ slug: 'first-post', body: id });
  });

  it('is refused at that post’s body when the body is not stored', async () => {
    const response = await harness.save(withBody(idOf('never stored')), harness.base).expect(400);

    expect(response.body.errors).toEqual([{ path: 'blogs.0.body', message: MESSAGES.postBody }]);
    expect((await harness.stored()).version).toBe(harness.baseVersion);
  });

  it('is refused, naming the fields, for a taken address, one badly written, or a body without one', async () => {
    const { id } = (await store('# First').expect(200)).body as { id: string };
    const document = harness.edited((d) => {
      d.blogs[0]!.slug = 'same';
      d.blogs[1]!.slug = 'same';
      d.blogs[2]!.body = id;
    });

    expect((await harness.save(document).expect(400)).body.errors).toEqual([
      { path: 'blogs.1.slug', message: MESSAGES.slugTaken },
      { path: 'blogs.2.slug', message: MESSAGES.slugNeeded },
    ]);
    const badlyWritten = withBody(id, { slug: 'First Post!' });
    expect((await harness.save(badlyWritten).expect(400)).body.errors).toEqual([
      { path: 'blogs.0.slug', message: MESSAGES.slug },
    ]);
    const scheduled = withBody(id, { status: 'scheduled' });
    expect((await harness.save(scheduled).expect(400)).body.errors).toEqual([
      { path: 'blogs.0.publishAt', message: MESSAGES.publishAtNeeded },
    ]);
    expect((await harness.stored()).version).toBe(harness.baseVersion);
  });
});

describe('bodies and the history', () => {
  function restore(version: number, ifMatch: string) {
    return http()
      .post(`/api/portfolio/revisions/${version}/restore`)
      .set('Content-Type', 'application/json')
      .set('Cookie', harness.cookie)
      .set('If-Match', ifMatch)
      .send('{}');
  }

  it('restores a version whose body was replaced since, and its body is there to read', async () => {
    const first = (await store('# The first text').expect(200)).body.id as string;
    const second = (await store('# The text that replaced it').expect(200)).body.id as string;
    await harness.save(withBody(first), harness.base).expect(200);
    const replaced = await harness.save(withBody(second)).expect(200);
    await harness.api.app.get(PostBodiesService).sweep();

    const restored = await restore(harness.baseVersion + 1, replaced.headers.etag!).expect(200);

    expect(restored.body.blogs[0].body).toBe(first);
    expect((await read(first).expect(200)).body.markdown).toBe('# The first text');
  });

  it('keeps, past the grace period, the bodies the document or a kept version refers to, and forgets the rest', async () => {
    const [current, earlier, unused, recent] = [
      (await store('current').expect(200)).body.id as string,
      (await store('earlier').expect(200)).body.id as string,
      (await store('unused').expect(200)).body.id as string,
      (await store('recent').expect(200)).body.id as string,
    ];
    await harness.save(withBody(earlier)).expect(200);
    await harness.save(withBody(current)).expect(200);
    await harness.database.query(`UPDATE post_body SET stored_at = now() - interval '8 days' WHERE id <> $1`, [recent]);

    await harness.api.app.get(PostBodiesService).sweep();

    expect(await storedIds()).toEqual([current, earlier, recent].sort());
    await read(unused).expect(404);
  });

  it('forgets a body once the last version that refers to it is forgotten', async () => {
    const earlier = (await store('earlier').expect(200)).body.id as string;
    await harness.save(withBody(earlier)).expect(200);
    await harness.save(harness.edited(() => undefined)).expect(200);
    await harness.database.query(`UPDATE post_body SET stored_at = now() - interval '8 days'`);
    await harness.api.app.get(PostBodiesService).sweep();
    expect(await storedIds()).toEqual([earlier]);

    await harness.database.query('DELETE FROM portfolio_revision');
    await harness.api.app.get(PostBodiesService).sweep();

    expect(await storedIds()).toEqual([]);
  });
});
