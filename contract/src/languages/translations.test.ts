import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { checkPortfolio, type Blog, type Portfolio } from '../document/portfolio.js';
import { inLanguage, languagePrefix, pageContent, siteLanguages } from './translations.js';

const post = (fields: Partial<Blog>): Blog => ({ ...structuredClone(DEFAULT_PORTFOLIO.blogs[0]!), ...fields });

/** A site in English and French: a project translated in part, one post translated, one in English only. */
function bilingual(): Portfolio {
  const document = structuredClone(DEFAULT_PORTFOLIO);
  document.languages = ['en', 'fr'];
  document.personalInfo.translations = [{ language: 'fr', name: '', title: 'Développeuse', description: '' }];
  document.projects[0]!.translations = [{ language: 'fr', title: 'Mon projet', description: '' }];
  document.blogs = [
    post({
      title: 'Hello',
      slug: 'hello',
      translations: [
        { language: 'fr', title: 'Bonjour', readTime: '', excerpt: '', slug: 'bonjour', tags: ['voyage'], body: '' },
      ],
    }),
    post({ title: 'English only', slug: 'english-only', translations: [] }),
  ];
  return document;
}

describe('inLanguage', () => {
  it('shows each translated field in the language and the primary’s text where there is none', () => {
    const document = bilingual();
    const french = inLanguage(document, 'fr');
    expect(french.personalInfo.title).toBe('Développeuse');
    expect(french.personalInfo.name).toBe(document.personalInfo.name);
    expect(french.projects[0]).toMatchObject({ title: 'Mon projet', description: document.projects[0]!.description });
    expect(french.projects[1]).toBe(document.projects[1]);
  });

  it('keeps only the posts written in the language, at their own addresses and with their own tags', () => {
    const french = inLanguage(bilingual(), 'fr');
    expect(french.blogs.map(({ title, slug, tags }) => [title, slug, tags])).toEqual([
      ['Bonjour', 'bonjour', ['voyage']],
    ]);
  });

  it('gives the document itself in the primary language, and the same objects at each call in another', () => {
    const document = bilingual();
    expect(inLanguage(document, 'en')).toBe(document);
    expect(inLanguage(document, 'fr').blogs[0]).toBe(inLanguage(document, 'fr').blogs[0]);
  });
});

describe('the site’s languages', () => {
  it('are English alone when the owner chose none, with the primary at the root and the others under their tag', () => {
    expect(siteLanguages(DEFAULT_PORTFOLIO)).toEqual(['en']);
    expect(languagePrefix(bilingual(), 'en')).toBe('');
    expect(languagePrefix(bilingual(), 'fr')).toBe('/fr');
  });
});

describe('pageContent', () => {
  it('leaves out the languages, the words and every item’s translations', () => {
    const content = pageContent(inLanguage(bilingual(), 'fr'));
    expect(JSON.stringify(content)).not.toMatch(/"translations"|"languages"|"words"/);
    expect(content.blogs[0]!.title).toBe('Bonjour');
  });
});

describe('the rules of translations', () => {
  it('refuse an item translated twice into one language, by the second translation’s path', () => {
    const document = bilingual();
    document.skills[0]!.translations = [
      { language: 'fr', name: 'Un' },
      { language: 'fr', name: 'Deux' },
    ];
    expect(checkPortfolio(document)).toEqual([
      { path: 'skills.0.translations.1.language', message: 'is translated into this language already' },
    ]);
  });

  it('refuse two posts at one address in a language, a translation without its own taking its post’s', () => {
    const document = bilingual();
    document.blogs[1]!.translations = [
      { language: 'fr', title: 'Autre', readTime: '', excerpt: '', slug: '', tags: [], body: '' },
    ];
    document.blogs[1]!.slug = 'bonjour';
    expect(checkPortfolio(document)).toEqual([
      { path: 'blogs.1.translations.0.slug', message: 'is the address of another post already' },
    ]);
  });

  it('take one address in two languages, and a translation not yet titled at any address', () => {
    const document = bilingual();
    document.blogs[1]!.translations = [
      { language: 'fr', title: '', readTime: '', excerpt: '', slug: 'bonjour', tags: [], body: '' },
    ];
    document.blogs[0]!.translations[0]!.slug = 'hello';
    expect(checkPortfolio(document)).toEqual([]);
  });
});
