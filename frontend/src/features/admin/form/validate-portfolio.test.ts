import { DEFAULT_PORTFOLIO, limitOf, type Portfolio } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { fieldId, fieldPaths, samePortfolio, validatePortfolio, valueAt } from './validate-portfolio';

function withChanges(change: (portfolio: Portfolio) => void): Portfolio {
  const portfolio = structuredClone(OWNER_PORTFOLIO);
  change(portfolio);
  return portfolio;
}

describe('validatePortfolio: the API rules, before sending', () => {
  it('accepts the built-in and the owner documents', () => {
    expect(validatePortfolio(DEFAULT_PORTFOLIO)).toEqual({});
    expect(validatePortfolio(OWNER_PORTFOLIO)).toEqual({});
  });

  it('refuses a blank name, skill, project title or post title', () => {
    const errors = validatePortfolio(
      withChanges((p) => {
        p.personalInfo.name = '  ';
        p.skills[1]!.name = '';
        p.projects[0]!.title = ' ';
        p.blogs[2]!.title = '';
      }),
    );
    expect(errors).toEqual({
      'personalInfo.name': 'Must not be empty',
      'skills.1.name': 'Must not be empty',
      'projects.0.title': 'Must not be empty',
      'blogs.2.title': 'Must not be empty',
    });
  });

  it('allows empty links but only http(s) ones otherwise', () => {
    const errors = validatePortfolio(
      withChanges((p) => {
        p.personalInfo.github = '';
        p.personalInfo.linkedin = 'javascript:alert(1)';
        p.projects[1]!.live = 'router.lee.dev';
        p.projects[1]!.github = '';
      }),
    );
    expect(errors).toEqual({
      'personalInfo.linkedin': 'Must be an http:// or https:// address, or empty',
      'projects.1.live': 'Must be an http:// or https:// address, or empty',
    });
  });

  it('needs an email address and a real date', () => {
    const errors = validatePortfolio(
      withChanges((p) => {
        p.personalInfo.email = 'jordan at lee.dev';
        p.blogs[0]!.date = '2024-02-30';
        p.blogs[1]!.date = '';
      }),
    );
    expect(errors).toEqual({
      'personalInfo.email': 'Must be an email address',
      'blogs.0.date': 'Must be a real date written YYYY-MM-DD',
      'blogs.1.date': 'Must be a real date written YYYY-MM-DD',
    });
  });

  it('holds texts and technology lists to the limits', () => {
    const errors = validatePortfolio(
      withChanges((p) => {
        p.personalInfo.title = 'x'.repeat(limitOf('personalInfo.title') + 1);
        p.projects[0]!.tech = Array.from({ length: limitOf('projects.tech') + 1 }, (_, index) => `T${index}`);
        p.projects[1]!.tech = ['y'.repeat(limitOf('projects.tech.0') + 1)];
        p.blogs[0]!.excerpt = 'Line one\nline two\u0000';
      }),
    );
    expect(errors).toEqual({
      'personalInfo.title': `Must be at most ${limitOf('personalInfo.title')} characters`,
      'projects.0.tech': `Must have at most ${limitOf('projects.tech')} items`,
      'projects.1.tech': `Item 1 must be at most ${limitOf('projects.tech.0')} characters`,
      'blogs.0.excerpt': 'Must not contain control characters',
    });
  });
});

describe('paths', () => {
  it('lists every field in the order the editor shows them: the sections in turn, each item whole', () => {
    const paths = fieldPaths(OWNER_PORTFOLIO);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths[0]).toBe('personalInfo.name');
    expect(paths).toEqual(expect.arrayContaining(['personalInfo.resume', 'skills.0.name', 'projects.1.image']));
    // Written as they are shown, a section's paths come together, and an item's before the next one's.
    const places = paths.map((path) => path.split('.').slice(0, 2));
    const sections = places.map(([section]) => section);
    expect([...new Set(sections)]).toEqual([
      'personalInfo',
      'skills',
      'projects',
      'blogs',
      'appearance',
      'landingPage',
      'languages',
    ]);
    expect(sections.filter((section, index) => section !== sections[index - 1])).toHaveLength(7);
    const items = places.filter(([section]) => ['skills', 'projects', 'blogs'].includes(section!));
    items.forEach(([section, item], index) => {
      const [previousSection, previousItem] = items[index - 1] ?? [];
      const expected = section === previousSection ? [Number(previousItem), Number(previousItem) + 1] : [0];
      expect(expected).toContain(Number(item));
    });
    expect(items.at(-1)).toEqual(['blogs', String(OWNER_PORTFOLIO.blogs.length - 1)]);
    expect(paths.at(-1)).toBe('languages');
  });

  it('reads a value by its path and names its control', () => {
    expect(valueAt(OWNER_PORTFOLIO, 'projects.1.tech')).toEqual(['dbt']);
    expect(valueAt(OWNER_PORTFOLIO, 'skills.9.name')).toBeUndefined();
    expect(fieldId('projects.1.live')).toBe('field-projects-1-live');
  });

  it('compares documents by content, whatever the order of their keys', () => {
    const reordered = {
      words: OWNER_PORTFOLIO.words,
      languages: OWNER_PORTFOLIO.languages,
      landingPage: OWNER_PORTFOLIO.landingPage,
      appearance: OWNER_PORTFOLIO.appearance,
      blogs: OWNER_PORTFOLIO.blogs,
      projects: OWNER_PORTFOLIO.projects,
      skills: OWNER_PORTFOLIO.skills,
      personalInfo: { ...OWNER_PORTFOLIO.personalInfo },
    };
    expect(samePortfolio(reordered, OWNER_PORTFOLIO)).toBe(true);
    expect(
      samePortfolio(
        withChanges((p) => (p.skills[0]!.name = 'Go')),
        OWNER_PORTFOLIO,
      ),
    ).toBe(false);
  });
});
