import { DEFAULT_PORTFOLIO, limitOf } from '@portfolio/contract';
import { PostBodiesService } from '../../src/post-bodies/post-bodies.service';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

const firstId = async (): Promise<string> =>
  (await harness.database.query<{ id: string }>('SELECT id FROM post ORDER BY position LIMIT 1'))[0]!.id;
const put = (id: string, post: unknown) =>
  http()
    .put(`/api/posts/${id}`)
    .set('Cookie', harness.cookie)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(post));
const bodyIds = async (): Promise<string[]> =>
  (await harness.database.query<{ id: string }>('SELECT id FROM post_body ORDER BY id')).map(({ id }) => id);

describe('what a post keeps', () => {
  afterEach(() => harness.database.query('DELETE FROM post_revision'));

  it('keeps a body only a kept version of a post names, and forgets it with that version', async () => {
    const markdown = await http()
      .put('/api/post-bodies')
      .set('Cookie', harness.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ markdown: '# Only in the history' }))
      .expect(200);
    const body = markdown.body.id as string;
    const id = await firstId();
    await put(id, { ...DEFAULT_PORTFOLIO.blogs[0], slug: 'with-body', body }).expect(200);
    await put(id, DEFAULT_PORTFOLIO.blogs[0]).expect(200);
    await harness.database.query(`UPDATE post_body SET stored_at = now() - interval '8 days'`);

    await harness.api.app.get(PostBodiesService).sweep();
    expect(await bodyIds()).toContain(body);

    await harness.database.query('DELETE FROM post_revision');
    await harness.api.app.get(PostBodiesService).sweep();
    expect(await bodyIds()).not.toContain(body);
  });

  it('keeps what any post or kept version names, however many there are, read a page at a time', async () => {
    const stored = await Promise.all(
      ['# The last post', '# The last kept post version', '# The last kept document version'].map(
        async (markdown) =>
          (
            await http()
              .put('/api/post-bodies')
              .set('Cookie', harness.cookie)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify({ markdown }))
              .expect(200)
          ).body.id as string,
      ),
    );
    const [inPost, inPostVersion, inDocumentVersion] = stored;
    // Each the last of more rows than a page holds, in the order the pages are read.
    await harness.database.query(
      `INSERT INTO post (id, position, fields, shape)
       SELECT 'zz-' || lpad(i::text, 4, '0'), 100 + i,
              jsonb_build_object('slug', 'zz-' || i, 'body', CASE WHEN i = 1200 THEN $1 ELSE '' END),
              (SELECT shape FROM post LIMIT 1)
       FROM generate_series(1, 1200) AS i`,
      [inPost],
    );
    await harness.database.query(
      `INSERT INTO post_revision (post_id, version, fields, shape, saved_at)
       SELECT 'zz-1200', i, jsonb_build_object('body', CASE WHEN i = 1200 THEN $1 ELSE '' END),
              (SELECT shape FROM post LIMIT 1), now()
       FROM generate_series(1, 1200) AS i`,
      [inPostVersion],
    );
    await harness.database.query(
      `INSERT INTO portfolio_revision (version, document, shape, saved_at)
       SELECT 100000 + i, jsonb_build_object('blogs', jsonb_build_array(jsonb_build_object(
                'body', CASE WHEN i = 50 THEN $1 ELSE '' END))), (SELECT shape FROM portfolio), now()
       FROM generate_series(1, 50) AS i`,
      [inDocumentVersion],
    );
    await harness.database.query(`UPDATE post_body SET stored_at = now() - interval '8 days'`);

    try {
      await harness.api.app.get(PostBodiesService).sweep();
      expect(await bodyIds()).toEqual(expect.arrayContaining(stored));
    } finally {
      await harness.database.query(`DELETE FROM post WHERE id LIKE 'zz-%'`);
      await harness.database.query('DELETE FROM portfolio_revision WHERE version > 100000');
    }
  });

  it('refuses a post past the bound with a clear 400, and stores none', async () => {
    const max = limitOf('blogs');
    await harness.database.query(
      `INSERT INTO post (id, position, fields, shape)
       SELECT 'filler-' || n, 10 + n, fields, shape FROM post, generate_series(1, $1) AS n
       WHERE position = 0`,
      [max - DEFAULT_PORTFOLIO.blogs.length],
    );

    const refused = await http()
      .post('/api/posts')
      .set('Cookie', harness.cookie)
      .send({ ...DEFAULT_PORTFOLIO.blogs[0], title: 'One too many' })
      .expect(400);

    expect(refused.body.message).toMatch(new RegExp(`at most ${max} posts`));
    expect(await harness.database.query('SELECT count(*)::integer AS n FROM post')).toEqual([{ n: max }]);
    await harness.database.query("DELETE FROM post WHERE id LIKE 'filler-%'");
  });
});
