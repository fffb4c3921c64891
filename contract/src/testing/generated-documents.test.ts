import { describe, expect, it } from 'vitest';
import { checkPortfolio, PORTFOLIO } from '../document/portfolio.js';
import { isEmailAddress } from '../emails.js';
import { valuesOf } from './build-document.js';
import { HOSTILE as PAYLOAD, hostileDocument } from './hostile-document.js';
import { largestDocument, LONGEST_MEDIA } from './largest-document.js';

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
});

describe('hostileDocument', () => {
  const document = hostileDocument(PORTFOLIO, PAYLOAD);

  it('passes the check, the payload in every text after its field’s name, cut to the field’s bound', () => {
    expect(checkPortfolio(document)).toEqual([]);
    expect(document.personalInfo.name).toBe(`name ${PAYLOAD.text}`);
    expect(document.blogs[0]!.readTime).toBe(`read ${PAYLOAD.text}`);
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
