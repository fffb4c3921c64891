import { DEFAULT_PORTFOLIO, SHAPE_VERSION, type Portfolio } from '@portfolio/contract';
import { portfolioHarness } from '../portfolio/portfolio-harness';

const harness = portfolioHarness();

interface Row {
  id: string;
  position: number;
  version: number;
  updated: string;
  title: string;
}

/** Each stored post as the document lists them: its record's id, place, version and last save. */
const records = (): Promise<Row[]> =>
  harness.database.query<Row>(
    `SELECT id, position, version, updated_at::text AS updated, fields ->> 'title' AS title
     FROM post ORDER BY position, id COLLATE "C"`,
  );

const ownerRead = () => harness.api.http.get('/api/portfolio').set('Cookie', harness.cookie).expect(200);

function restore(version: number, ifMatch: string) {
  return harness.api.http
    .post(`/api/portfolio/revisions/${version}/restore`)
    .set('Content-Type', 'application/json')
    .set('Cookie', harness.cookie)
    .set('If-Match', ifMatch)
    .send('{}');
}

describe('the whole document saved, its posts stored apart', () => {
  it('keeps no post in the row, and each post in a record of its own in the document order', async () => {
    const [row] = await harness.database.query<{ document: Portfolio }>('SELECT document FROM portfolio');
    expect(row!.document.blogs).toEqual([]);
    expect((await records()).map(({ title, position }) => [title, position])).toEqual(
      DEFAULT_PORTFOLIO.blogs.map(({ title }, index) => [title, index]),
    );
  });

  it('makes no post version when no post changed', async () => {
    const before = await records();
    const saved = await harness
      .save(
        harness.edited((d) => (d.personalInfo.name = 'Posts untouched')),
        harness.base,
      )
      .expect(200);

    expect(await records()).toEqual(before);
    expect(saved.body.blogs).toEqual(DEFAULT_PORTFOLIO.blogs);
  });

  it('makes one new version of the one post edited, and leaves the others as they were', async () => {
    const before = await records();
    await harness
      .save(
        harness.edited((d) => (d.blogs[1]!.title = 'Edited alone')),
        harness.base,
      )
      .expect(200);

    const after = await records();
    expect(after.map(({ id }) => id)).toEqual(before.map(({ id }) => id));
    expect(after[1]).toMatchObject({ version: before[1]!.version + 1, title: 'Edited alone' });
    expect(after[1]!.updated).not.toBe(before[1]!.updated);
    expect([after[0], after[2]]).toEqual([before[0], before[2]]);
    expect((await ownerRead()).body.blogs[1].title).toBe('Edited alone');
  });

  it('moves posts without a new version, and serves them in their new order', async () => {
    const before = await records();
    const reordered = harness.edited((d) => d.blogs.reverse());
    const saved = await harness.save(reordered, harness.base).expect(200);

    const after = await records();
    expect(after.map(({ id, version }) => [id, version])).toEqual(
      before.map(({ id, version }) => [id, version]).reverse(),
    );
    expect((await ownerRead()).body).toEqual(reordered);
    expect((await ownerRead()).headers.etag).toBe(saved.headers.etag);
  });

  it('deletes a post left out, and a restore of the version before brings it back', async () => {
    const saved = await harness
      .save(
        harness.edited((d) => d.blogs.splice(0, 1)),
        harness.base,
      )
      .expect(200);
    expect(await records()).toHaveLength(DEFAULT_PORTFOLIO.blogs.length - 1);
    expect(await harness.database.query('SELECT count(*)::integer AS n FROM post_removal')).not.toEqual([{ n: 0 }]);

    const restored = await restore(harness.baseVersion, saved.headers.etag!).expect(200);

    expect(restored.body).toEqual(DEFAULT_PORTFOLIO);
    expect((await ownerRead()).body).toEqual(DEFAULT_PORTFOLIO);
    expect((await records()).map(({ title }) => title)).toEqual(DEFAULT_PORTFOLIO.blogs.map(({ title }) => title));
  });

  it('restores a version kept before posts were stored apart, with its posts', async () => {
    const older = harness.edited((d) => {
      d.blogs = [{ ...d.blogs[2]!, title: 'From before the split', status: 'draft' }];
    });
    await harness.database.query(
      'INSERT INTO portfolio_revision (version, document, shape, saved_at) VALUES (800000, $1::jsonb, $2, now())',
      [JSON.stringify(older), SHAPE_VERSION],
    );
    try {
      const restored = await restore(800000, harness.base).expect(200);

      expect(restored.body).toEqual(older);
      expect((await ownerRead()).body).toEqual(older);
      expect((await records()).map(({ title }) => title)).toEqual(['From before the split']);
    } finally {
      await harness.database.query('DELETE FROM portfolio_revision WHERE version = 800000');
    }
  });

  it('refuses a stale If-Match and changes no post', async () => {
    const before = await records();
    await harness
      .save(
        harness.edited((d) => (d.blogs[0]!.title = 'First')),
        harness.base,
      )
      .expect(200);
    const after = await records();

    await harness
      .save(
        harness.edited((d) => (d.blogs[0]!.title = 'Second')),
        harness.base,
      )
      .expect(412);

    expect(await records()).toEqual(after);
    expect(after[0]!.version).toBe(before[0]!.version + 1);
  });
});
