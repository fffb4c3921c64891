import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { portfolioHarness } from './portfolio-harness';

const harness = portfolioHarness();
const http = () => harness.api.http;

interface Listed {
  version: number;
  savedAt: string;
  bytes: number;
  changed: string[];
}

function list(query = '') {
  return http().get(`/api/portfolio/revisions${query}`).set('Cookie', harness.cookie);
}

function restore(version: number | string, ifMatch?: string) {
  const post = http()
    .post(`/api/portfolio/revisions/${version}/restore`)
    .set('Content-Type', 'application/json')
    .set('Cookie', harness.cookie);
  return (ifMatch === undefined ? post : post.set('If-Match', ifMatch)).send('{}');
}

const withSkills = harness.edited(
  (document) => (document.skills = [{ name: 'Rust', hidden: false, translations: [] }]),
);
const withTitle = harness.edited((document) => (document.personalInfo.title = 'Staff Engineer'));

describe('every save keeps the version it replaced', () => {
  it('lists them newest first, with when, the size and the sections the save changed', async () => {
    const base = harness.baseVersion;
    await harness.save(withSkills, harness.base).expect(200);
    await harness.save(withTitle).expect(200);

    const { body } = await list().expect(200);
    const [second, first] = body.revisions as Listed[];
    expect(second).toMatchObject({ version: base + 1, changed: ['skills'] });
    expect(first).toMatchObject({ version: base });
    const [stored] = await harness.database.query<{ bytes: number }>(
      'SELECT octet_length(document::text) AS bytes FROM portfolio_revision WHERE version = $1',
      [base + 1],
    );
    expect(second!.bytes).toBe(stored!.bytes);
    expect(Date.parse(second!.savedAt)).toBeGreaterThanOrEqual(Date.parse(first!.savedAt));
    // The current version is the document itself, never also a revision.
    expect((body.revisions as Listed[]).map((revision) => revision.version)).not.toContain(base + 2);
  });

  it('gives the document of any of them', async () => {
    await harness.save(withSkills, harness.base).expect(200);

    const { body } = await http()
      .get(`/api/portfolio/revisions/${harness.baseVersion}`)
      .set('Cookie', harness.cookie)
      .expect(200);
    expect(body).toMatchObject({ version: harness.baseVersion, document: DEFAULT_PORTFOLIO });
  });

  it('keeps every version when saves without If-Match meet, each one stored', async () => {
    const base = harness.baseVersion;
    // A save that waited for another's lock stores after it, whatever its statement saw first.
    const saves = Array.from({ length: 8 }, (_, index) => harness.save(index % 2 ? withSkills : withTitle));
    expect((await Promise.all(saves)).map(({ status }) => status)).toEqual(Array(8).fill(200));

    const { body } = await list().expect(200);
    const versions = Array.from({ length: 8 }, (_, index) => base + 7 - index);
    expect((body.revisions as Listed[]).slice(0, 8).map((revision) => revision.version)).toEqual(versions);
  });

  it('pages through them', async () => {
    for (const document of [withSkills, withTitle, DEFAULT_PORTFOLIO]) await harness.save(document).expect(200);

    const first = (await list('?limit=2').expect(200)).body as { revisions: Listed[]; next: number };
    expect(first.revisions).toHaveLength(2);
    const second = (await list(`?limit=2&before=${first.next}`).expect(200)).body as { revisions: Listed[] };
    expect(second.revisions[0]!.version).toBe(first.revisions[1]!.version - 1);
  });
});

describe('restoring a version', () => {
  it('saves its document as the next version, and keeps the one it replaced', async () => {
    const saved = await harness.save(withSkills, harness.base).expect(200);

    const restored = await restore(harness.baseVersion, saved.headers.etag).expect(200);

    expect(restored.body).toEqual(DEFAULT_PORTFOLIO);
    expect(restored.headers.etag).toMatch(new RegExp(`^"${harness.baseVersion + 2}-`));
    expect((await http().get('/api/portfolio').expect(200)).body).toEqual(DEFAULT_PORTFOLIO);
    // So that a restore can itself be undone.
    const { body } = await list().expect(200);
    expect((body.revisions as Listed[])[0]).toMatchObject({ version: harness.baseVersion + 1, changed: ['skills'] });
  });

  it('is refused with 412 for a stale If-Match, and 428 without one; nothing changes', async () => {
    await harness.save(withSkills, harness.base).expect(200);
    const before = await harness.stored();

    await restore(harness.baseVersion, harness.base).expect(412);
    await restore(harness.baseVersion).expect(428);
    await restore(harness.baseVersion, '*').expect(428);

    expect(await harness.stored()).toEqual(before);
  });

  it('answers 404 for a version that is not kept, and 400 for one that is no version', async () => {
    await restore(harness.baseVersion + 50, harness.base).expect(404);
    for (const version of ['0', 'abc', '1.5', '99999999999']) await restore(version, harness.base).expect(400);
    await list('?limit=101').expect(400);
    await list('?before=-1').expect(400);
  });

  it('refuses a kept version written in a shape this API cannot read, and changes nothing', async () => {
    await harness.database.query(
      `INSERT INTO portfolio_revision (version, document, shape, saved_at) VALUES (900000, '{"old": true}', 99, now())`,
    );
    const before = await harness.stored();

    const response = await restore(900000, harness.base).expect(422);

    expect(response.body.message).toMatch(/Revision 900000 breaks the document's rules/);
    expect(await harness.stored()).toEqual(before);
    await harness.database.query('DELETE FROM portfolio_revision WHERE version = 900000');
  });
});

describe('the history is the owner’s', () => {
  it.each(['/api/portfolio/revisions', '/api/portfolio/revisions/1'])('GET %s needs the session', async (path) => {
    const response = await http().get(path).expect(401);
    expect(response.body).toEqual({ message: 'Sign in to see this.' });
  });

  it('a restore needs the session', async () => {
    await http()
      .post(`/api/portfolio/revisions/${harness.baseVersion}/restore`)
      .set('Content-Type', 'application/json')
      .set('If-Match', harness.base)
      .send('{}')
      .expect(401);
  });
});
