import {
  DEFAULT_PORTFOLIO,
  MESSAGES,
  optionalFieldPaths,
  PORTFOLIO,
  SHAPE_VERSION,
  withoutOptionalFields,
} from '@portfolio/contract';
import { withValue } from '../support/document-samples';
import { portfolioHarness } from './portfolio-harness';

// A document written to the specification's shape, or by a client that predates the portrait, the
// resume and the projects' images, lacks them: the API takes it, and serves it with them empty.

const harness = portfolioHarness();
const http = () => harness.api.http;

/** The owner's content, its fields added after the specification empty (as the default's are). */
const OWNER = harness.edited((document) => (document.personalInfo.name = 'Jordan Lee'));
const SPECIFICATION_DOCUMENT = withoutOptionalFields(PORTFOLIO, OWNER);
const OPTIONAL_PATHS = optionalFieldPaths(PORTFOLIO, DEFAULT_PORTFOLIO);

describe('PUT /api/portfolio of a document without the fields added after the specification', () => {
  it('stores it, and serves it with those fields empty', async () => {
    const saved = await harness.save(SPECIFICATION_DOCUMENT, harness.base).expect(200);

    expect(saved.body).toEqual(OWNER);
    expect((await http().get('/api/portfolio').expect(200)).body).toEqual(OWNER);
    expect(await harness.stored()).toEqual({ document: OWNER, version: harness.baseVersion + 1 });
  });

  it.each(OPTIONAL_PATHS)('takes one without %s alone', async (path) => {
    await harness.save(withValue(path, undefined), harness.base).expect(200);

    expect((await http().get('/api/portfolio').expect(200)).body).toEqual(DEFAULT_PORTFOLIO);
    expect((await harness.stored()).version).toBe(harness.baseVersion + 1);
  });

  it.each(OPTIONAL_PATHS)('refuses null for %s, as for any field', async (path) => {
    const response = await harness.save(withValue(path, null), harness.base).expect(400);

    expect(response.body.errors).toEqual([{ path, message: MESSAGES.required }]);
  });
});

describe('a kept version without the fields added after the specification', () => {
  // Written into the history behind the API's back, as a tool that knows only that shape would.
  const VERSION = 900_001;

  beforeEach(async () => {
    await harness.database.query(
      'INSERT INTO portfolio_revision (version, document, shape, saved_at) VALUES ($1, $2::jsonb, $3, now())',
      [VERSION, JSON.stringify(SPECIFICATION_DOCUMENT), SHAPE_VERSION],
    );
  });

  afterEach(() => harness.database.query('DELETE FROM portfolio_revision WHERE version = $1', [VERSION]));

  it('is read with those fields empty', async () => {
    const { body } = await http().get(`/api/portfolio/revisions/${VERSION}`).set('Cookie', harness.cookie).expect(200);

    expect(body).toMatchObject({ version: VERSION, document: OWNER });
  });

  it('is restored as the next version, with those fields empty', async () => {
    const restored = await http()
      .post(`/api/portfolio/revisions/${VERSION}/restore`)
      .set('Content-Type', 'application/json')
      .set('Cookie', harness.cookie)
      .set('If-Match', harness.base)
      .send('{}')
      .expect(200);

    expect(restored.body).toEqual(OWNER);
    expect(await harness.stored()).toEqual({ document: OWNER, version: harness.baseVersion + 1 });
  });
});
