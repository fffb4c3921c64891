import { describe, expect, it } from 'vitest';
import { DEFAULT_PORTFOLIO } from '../default-portfolio.js';
import { formatBlogDate } from '../dates.js';
import { checkPortfolio, pickPortfolio } from '../document/portfolio.js';
import { MESSAGES } from '../document/values.js';
import { ENGLISH, ENGLISH_LOCALE } from './english.js';
import { countIn, fillWords } from './fill-words.js';
import { islandWords } from './island-words.js';
import { isLanguageTag, textDirection } from './language-tags.js';
import { BUILT_IN_LANGUAGES, primaryLanguage, siteLocale } from './site-locale.js';

const marks = (word: string) => [...word.matchAll(/\{\w+\}/g)].map(([mark]) => mark).sort();

describe('language tags', () => {
  it.each(['en', 'fr', 'pt-BR', 'zh-Hant-TW', 'es-419', 'sr-Latn', 'ar', 'yue'])('takes %s', (tag) => {
    expect(isLanguageTag(tag)).toBe(true);
  });

  it.each([
    ['not canonical', 'pt-br'],
    ['upper case', 'EN'],
    ['retired', 'iw'],
    ['undetermined', 'und'],
    ['a word', 'english'],
    ['a private use', 'en-x-mine'],
    ['a path', '../fr'],
    ['empty', ''],
  ])('refuses one %s (%s)', (_why, tag) => {
    expect(isLanguageTag(tag)).toBe(false);
  });

  it('knows which languages are written right to left, by their script where the tag names one', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG', 'az-Arab'].map(textDirection)).toEqual(Array(6).fill('rtl'));
    expect(['en', 'fr', 'ja', 'pt-BR', 'ku', 'uz-Latn'].map(textDirection)).toEqual(Array(6).fill('ltr'));
  });
});

describe('the catalogs', () => {
  it.each(BUILT_IN_LANGUAGES)('word every fixed word in %s, with the marks the English has', (tag) => {
    const { words } = siteLocale({ languages: [tag], words: [] });
    expect(Object.keys(words)).toEqual(Object.keys(ENGLISH));
    for (const [key, english] of Object.entries(ENGLISH)) {
      expect(words[key as keyof typeof ENGLISH].trim(), `${tag} ${key}`).not.toBe('');
      expect(marks(words[key as keyof typeof ENGLISH]), `${tag} ${key}`).toEqual(marks(english));
    }
  });

  it("name a teaser's link with the words it shows, as a speech user says them", () => {
    for (const tag of BUILT_IN_LANGUAGES) {
      const { words } = siteLocale({ languages: [tag], words: [] });
      expect(words.readArticleAbout.startsWith(words.readArticle), tag).toBe(true);
    }
  });

  it('are each their own language, not English copied', () => {
    for (const tag of BUILT_IN_LANGUAGES.filter((language) => language !== 'en')) {
      expect(siteLocale({ languages: [tag], words: [] }).words.skillsTitle, tag).not.toBe(ENGLISH.skillsTitle);
    }
  });
});

describe("a page's locale", () => {
  it('is English, left to right, for a site without languages', () => {
    const settings = pickPortfolio(DEFAULT_PORTFOLIO);
    expect(primaryLanguage(settings)).toBe('en');
    expect(siteLocale(settings)).toEqual(ENGLISH_LOCALE);
  });

  it("reads a regional tag's built-in words from its language, and the owner's own for that exact tag", () => {
    const settings = {
      languages: ['pt-BR', 'pt-PT'],
      words: [
        { language: 'pt-PT', word: 'contact', text: 'Contacto' },
        { language: 'pt-BR', word: 'nonsense', text: 'ignored' },
      ],
    };
    const brazil = siteLocale(settings);
    expect(brazil.tag).toBe('pt-BR');
    expect(brazil.words.contact).toBe(siteLocale({ languages: ['pt'], words: [] }).words.contact);
    expect(brazil.words).not.toHaveProperty('nonsense');
    expect(siteLocale(settings, 'pt-PT').words.contact).toBe('Contacto');
  });

  it('is English words for a language without a catalog, until the owner words them, and right to left where it is', () => {
    const hebrew = siteLocale({ languages: ['he'], words: [{ language: 'he', word: 'blog', text: 'בלוג' }] });
    expect(hebrew.dir).toBe('rtl');
    expect(hebrew.words.skills).toBe(ENGLISH.skills);
    expect(hebrew.words.blog).toBe('בלוג');
  });
});

describe('words with marks and counts', () => {
  it('fills each mark, leaving one without a value as written', () => {
    expect(fillWords('Page {page} of {pages}', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    expect(fillWords('{name} and {other}', { name: '$&' })).toBe('$& and {other}');
  });

  it("counts by the language's plural rules", () => {
    expect(countIn('en', 1, '{count} post found', '{count} posts found')).toBe('1 post found');
    expect(countIn('en', 0, '{count} post found', '{count} posts found')).toBe('0 posts found');
    // French counts 0 and 1 as one.
    expect(countIn('fr', 0, '{count} article', '{count} articles')).toBe('0 article');
  });

  it("gives an island only the words its script does not carry: none for an English page's", () => {
    expect(islandWords(ENGLISH_LOCALE, ['openMenu', 'closeMenu'])).toBeUndefined();
    const french = siteLocale({ languages: ['fr'], words: [] });
    expect(JSON.parse(islandWords(french, ['openMenu', 'closeMenu'])!)).toEqual({
      openMenu: french.words.openMenu,
      closeMenu: french.words.closeMenu,
    });
  });
});

describe('dates', () => {
  it('are written as each language writes a day', () => {
    expect(formatBlogDate('2024-03-05', 'en')).toBe('Mar 5, 2024');
    expect(formatBlogDate('2024-03-05', 'fr')).toBe('5 mars 2024');
    expect(formatBlogDate('2024-03-05', 'de')).toBe('5. März 2024');
    expect(formatBlogDate('2024-03-05', 'ja')).toBe('2024年3月5日');
    expect(formatBlogDate('soon', 'fr')).toBe('soon');
  });
});

describe("the document's languages and words", () => {
  const document = (changes: object) => ({ ...DEFAULT_PORTFOLIO, ...changes });

  it('are optional: the default content is valid without them, and reads them as none', () => {
    expect(checkPortfolio(DEFAULT_PORTFOLIO)).toEqual([]);
    expect(pickPortfolio(DEFAULT_PORTFOLIO)).toMatchObject({ languages: [], words: [] });
  });

  it('take tags and words, keeping a word for a language the site no longer lists', () => {
    const value = document({
      languages: ['fr', 'en'],
      words: [
        { language: 'fr', word: 'blog', text: 'Carnet' },
        { language: 'de', word: 'blog', text: 'Tagebuch' },
      ],
    });
    expect(checkPortfolio(value)).toEqual([]);
  });

  it('refuse a tag that is not one, a language listed twice, and a word worded twice for one language', () => {
    expect(checkPortfolio(document({ languages: ['fr', 'French'] }))).toEqual([
      { path: 'languages', message: MESSAGES.item(1, MESSAGES.language) },
    ]);
    expect(checkPortfolio(document({ languages: ['fr', 'en', 'fr'] }))).toEqual([
      { path: 'languages.2', message: MESSAGES.languageTwice },
    ]);
    const twice = { language: 'fr', word: 'blog', text: 'Carnet' };
    expect(checkPortfolio(document({ words: [twice, { ...twice, text: 'Journal' }] }))).toEqual([
      { path: 'words.1.word', message: MESSAGES.wordTwice },
    ]);
  });

  it('refuse a word that is not one of the fixed words, and an empty one', () => {
    const errors = checkPortfolio(
      document({
        words: [
          { language: 'fr', word: 'nonsense', text: 'x' },
          { language: 'fr', word: 'blog', text: ' ' },
        ],
      }),
    );
    expect(errors.map(({ path }) => path)).toEqual(['words.0.word', 'words.1.text']);
    expect(errors[1]!.message).toBe(MESSAGES.blank);
  });
});
