import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, checkPortfolio, PORTFOLIO } from '../document/portfolio.js';
import { isEmailAddress } from '../emails.js';
import { valuesOf } from './build-document.js';
import { HOSTILE as PAYLOAD, hostileDocument } from './hostile-document.js';
import { LARGEST_POST_BODY_ID, largestDocument, LONGEST_MEDIA } from './largest-document.js';

describe('largestDocument', () => {
  const document = largestDocument(PORTFOLIO);

  it('passes the check, with every list full and every field at its bound', () => {
    expect(checkPortfolio(document)).toEqual([]);
    expect(document.skills).toHaveLength(100);
    expect(document.projects[19]!.tech[29]).toHaveLength(40);
    expect(document.personalInfo.email).toHaveLength(254);
    expect(isEmailAddress(document.personalInfo.email)).toBe(true);
    expect(document.personalInfo.github).toHaveLength(2048);
    expect(document.projects[0]!.image).toBe(LONGEST_MEDIA.image);
    expect(document.personalInfo.resume).toBe(LONGEST_MEDIA.pdf);
  });

  it('gives each post its own address at the bound, full lists of tags and former addresses, and a body', () => {
    const slugs = document.blogs.map(({ slug }) => slug);
    expect(new Set(slugs).size).toBe(document.blogs.length);
    expect(slugs.every((slug) => slug.length === 80)).toBe(true);
    expect(document.blogs[49]).toMatchObject({ status: 'published', body: LARGEST_POST_BODY_ID });
    expect(document.blogs[49]!.tags).toEqual(Array.from({ length: 10 }, () => 'x'.repeat(40)));
    expect(document.blogs[49]!.formerSlugs).toHaveLength(5);
  });

  it('fits the body limit of a save, with 100 posts of the 10,000 the blog may hold', () => {
    expect(new TextEncoder().encode(JSON.stringify(document)).length).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    expect(document.blogs).toHaveLength(100);
    expect(PORTFOLIO.fields.blogs.max).toBe(10_000);
  });
});

describe('largestDocument, translated', () => {
  const document = largestDocument(PORTFOLIO, { translated: true });

  it('passes the check, each item translated into nine languages, each post at its own address in each', () => {
    expect(checkPortfolio(document)).toEqual([]);
    expect(document.projects[19]!.translations).toHaveLength(9);
    const addresses = document.blogs.flatMap((post) =>
      post.translations.map(({ language, slug }) => `${language} ${slug}`),
    );
    expect(new Set(addresses).size).toBe(900);
  });

  it('is past a whole save’s limit, which the one language’s largest is not', () => {
    expect(new TextEncoder().encode(JSON.stringify(document)).length).toBeGreaterThan(BODY_LIMIT_BYTES);
  });
});

describe('hostileDocument', () => {
  const document = hostileDocument(PORTFOLIO, PAYLOAD);

  it('passes the check, the payload in every text after its field’s name, cut to the field’s bound', () => {
    expect(checkPortfolio(document)).toEqual([]);
    expect(document.personalInfo.name).toBe(`name ${PAYLOAD.text}`);
    expect(document.blogs[0]!.readTime).toBe(`read ${PAYLOAD.text}`);
    expect(document.blogs[0]!.tags).toEqual([`tags ${PAYLOAD.text}`]);
    expect(document.blogs[0]).toMatchObject({ slug: 'slug', status: 'published', body: '' });
    for (const text of valuesOf(PORTFOLIO, document, 'text')) expect(text).toContain(PAYLOAD.text);
  });

  it('has one item in each list, and each link names its field', () => {
    expect([document.skills, document.projects, document.blogs, document.projects[0]!.tech]).toEqual(
      Array.from({ length: 4 }, () => [expect.anything()]),
    );
    const links = valuesOf(PORTFOLIO, document, 'url');
    expect(links).toEqual([
      `${PAYLOAD.url}&github`,
      `${PAYLOAD.url}&linkedin`,
      `${PAYLOAD.url}&github`,
      `${PAYLOAD.url}&live`,
    ]);
  });
});
