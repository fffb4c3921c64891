import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { landingTextsLeft, postTextsLeft } from './texts-left';

describe('texts left to translate', () => {
  it('counts each primary text whose translation is empty, leaving hidden items out', () => {
    const [rust, ...skills] = OWNER_PORTFOLIO.skills;
    const document = {
      ...OWNER_PORTFOLIO,
      personalInfo: {
        ...OWNER_PORTFOLIO.personalInfo,
        description: '',
        translations: [{ language: 'fr', name: 'Jordan Lee', title: '', description: '' }],
      },
      skills: [{ ...rust!, hidden: true }, ...skills],
    };
    // Personal: the title (the name is translated, the description empty); two shown skills; four project texts.
    expect(landingTextsLeft(document, 'fr')).toBe(7);
    expect(landingTextsLeft(document, 'de')).toBe(8);
  });

  it('counts a post’s tags as one text, and not its address', () => {
    const post = { ...OWNER_PORTFOLIO.blogs[0]!, slug: 'backpressure', tags: ['Kafka'] };
    expect(postTextsLeft(post, 'fr')).toBe(4);
    const translated = {
      ...post,
      translations: [{ language: 'fr', title: 'T', readTime: '', excerpt: '', slug: '', tags: ['Kafka'], body: '' }],
    };
    expect(postTextsLeft(translated, 'fr')).toBe(2);
  });
});
