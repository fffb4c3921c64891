import {
  checkPortfolio,
  DEFAULT_PORTFOLIO,
  pickPortfolio,
  PORTFOLIO,
  SHAPE_VERSION,
  upgradeDocument,
  withoutOptionalFields,
  type Migration,
} from '@portfolio/contract';

// Two made-up changes to the description: a field added, then one renamed.
const addSubtitle: Migration = (document) => ({ ...document, subtitle: '' });
const renameSubtitle: Migration = ({ subtitle, ...document }) => ({ ...document, tagline: subtitle });
const MIGRATIONS = [addSubtitle, renameSubtitle];

describe('upgradeDocument', () => {
  it('runs every migration after the shape a document was written in, in order', () => {
    expect(upgradeDocument({ name: 'Ada' }, 1, MIGRATIONS)).toEqual({ name: 'Ada', tagline: '' });
    expect(upgradeDocument({ name: 'Ada', subtitle: 'Hi' }, 2, MIGRATIONS)).toEqual({ name: 'Ada', tagline: 'Hi' });
  });

  it('leaves a document of the current shape as it is', () => {
    const document = { name: 'Ada', tagline: 'Hi' };

    expect(upgradeDocument(document, 3, MIGRATIONS)).toBe(document);
    expect(upgradeDocument(document, SHAPE_VERSION)).toBe(document);
  });

  it.each([0, 4, 1.5, '1', undefined, null])('refuses shape %p, which this version cannot read', (shape) => {
    expect(() => upgradeDocument({}, shape, MIGRATIONS)).toThrow(/cannot be read here, which reads shapes 1 to 3/);
  });

  it('refuses to upgrade what is not an object', () => {
    expect(() => upgradeDocument(['Ada'], 1, MIGRATIONS)).toThrow('Only an object can be upgraded');
  });
});

describe("the document's own migrations", () => {
  it('give a document of shape 1 an empty portrait, resume and project images', () => {
    const shapeOne = withoutOptionalFields(PORTFOLIO, DEFAULT_PORTFOLIO);

    const upgraded = upgradeDocument(shapeOne, 1);

    expect(upgraded).toMatchObject({
      personalInfo: { portrait: '', resume: '' },
      projects: DEFAULT_PORTFOLIO.projects.map(() => ({ image: '' })),
    });
    // Fields added since are optional: the migration need not know them, and reading adds them.
    expect(pickPortfolio(upgraded)).toEqual(DEFAULT_PORTFOLIO);
    expect(checkPortfolio(upgraded)).toEqual([]);
  });
});
