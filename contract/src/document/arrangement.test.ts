import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { checkDocument, hasShape, pick } from './check.js';
import { flag, object, optional, text } from './fields.js';
import { checkPortfolio, pickPortfolio, type Portfolio } from './portfolio.js';
import { isPublicPost, nextPublication, publicPortfolio } from './public-view.js';
import { MESSAGES } from './values.js';

const NOW = new Date('2030-06-01T12:00:00Z');

/** The default document with its lists changed by `edit`, read as the API reads it. */
function arranged(edit: (document: Portfolio) => void): Portfolio {
  const document = structuredClone(DEFAULT_PORTFOLIO);
  edit(document);
  return pickPortfolio(document);
}

describe('a flag', () => {
  const description = object({ name: text(10), hidden: optional(flag()) });

  it('takes true and false, and reads as false when missing', () => {
    expect(checkDocument(description, { name: 'Ada', hidden: true })).toEqual([]);
    expect(checkDocument(description, { name: 'Ada', hidden: false })).toEqual([]);
    expect(pick(description, { name: 'Ada' })).toEqual({ name: 'Ada', hidden: false });
    expect(pick(description, { name: 'Ada', hidden: true })).toEqual({ name: 'Ada', hidden: true });
  });

  it.each([['true'], [1], [0], [null], [{}]])('refuses %j, and the guard does too', (value) => {
    const message = value === null ? MESSAGES.required : MESSAGES.flag;

    expect(checkDocument(description, { name: 'Ada', hidden: value })).toEqual([{ path: 'hidden', message }]);
    expect(hasShape(description, { name: 'Ada', hidden: value })).toBe(false);
  });

  it('is named in the API’s words for every flag of the document', () => {
    const document = structuredClone(DEFAULT_PORTFOLIO) as unknown as Record<string, Record<string, unknown>[]>;
    document.skills![0]!.hidden = 'yes';
    document.projects![1]!.featured = 1;

    expect(checkPortfolio(document)).toEqual([
      { path: 'skills.0.hidden', message: MESSAGES.flag },
      { path: 'projects.1.featured', message: MESSAGES.flag },
    ]);
  });
});

describe('what visitors see of an arranged page', () => {
  it('is the document itself when nothing is hidden or featured', () => {
    expect(publicPortfolio(DEFAULT_PORTFOLIO, NOW)).toEqual(DEFAULT_PORTFOLIO);
  });

  it('leaves out hidden skills, projects and posts, and keeps the rest in the owner’s order', () => {
    const document = arranged(({ skills, projects, blogs }) => {
      skills[1]!.hidden = true;
      projects[0]!.hidden = true;
      blogs[2]!.hidden = true;
    });

    const visible = publicPortfolio(document, NOW);

    expect(visible.skills).toEqual(document.skills.filter((_, index) => index !== 1));
    expect(visible.projects).toEqual(document.projects.slice(1));
    expect(visible.blogs).toEqual(document.blogs.slice(0, 2));
    expect(visible.personalInfo).toBe(document.personalInfo);
  });

  it('puts featured projects first, each group in the owner’s order', () => {
    const document = arranged(({ projects }) => {
      projects.push({ ...projects[0]!, title: 'Fourth' });
      projects[1]!.featured = true;
      projects[3]!.featured = true;
    });
    const titles = document.projects.map(({ title }) => title);

    const visible = publicPortfolio(document, NOW);

    expect(visible.projects.map(({ title }) => title)).toEqual([titles[1], titles[3], titles[0], titles[2]]);
    // Reading the visitors' view again changes nothing: the page's own data may pass through it.
    expect(publicPortfolio(visible, NOW)).toEqual(visible);
  });

  it('never shows a hidden project, featured or not', () => {
    const document = arranged(({ projects }) => {
      projects[2]!.featured = true;
      projects[2]!.hidden = true;
    });

    expect(publicPortfolio(document, NOW).projects.map(({ title }) => title)).toEqual(
      document.projects.slice(0, 2).map(({ title }) => title),
    );
  });

  it('never shows a hidden post, whatever its status, nor waits for one', () => {
    const scheduled = { status: 'scheduled', publishAt: '2030-06-01T12:00:00Z' } as const;

    expect(isPublicPost({ status: 'published', publishAt: '', hidden: true }, NOW)).toBe(false);
    expect(isPublicPost({ ...scheduled, hidden: true }, NOW)).toBe(false);
    expect(isPublicPost({ ...scheduled, hidden: false }, NOW)).toBe(true);

    const waiting = arranged(({ blogs }) => {
      Object.assign(blogs[0]!, { status: 'scheduled', publishAt: '2030-07-01T00:00:00Z', hidden: true });
    });
    expect(nextPublication(waiting, NOW)).toBeUndefined();
  });
});

describe('the site’s theme', () => {
  it('reads as dark, as the site always looked, when a document has none', () => {
    expect(DEFAULT_PORTFOLIO.appearance).toEqual({ theme: 'dark' });
    expect(pickPortfolio({ ...DEFAULT_PORTFOLIO, appearance: {} }).appearance.theme).toBe('dark');
  });

  it('takes light, dark and system, and nothing else', () => {
    for (const theme of ['light', 'dark', 'system']) {
      expect(checkPortfolio({ ...DEFAULT_PORTFOLIO, appearance: { theme } })).toEqual([]);
    }
    expect(checkPortfolio({ ...DEFAULT_PORTFOLIO, appearance: { theme: 'sepia' } })).toEqual([
      { path: 'appearance.theme', message: 'must be Dark, Light or System' },
    ]);
  });
});
