import { describe, expect, it } from 'vitest';
import { formerSlugsAfter, slugFromTitle } from './slugs';

describe('slugFromTitle', () => {
  it('writes the title in lowercase words joined by hyphens, without accents or punctuation', () => {
    expect(slugFromTitle('Backpressure, Explained!')).toBe('backpressure-explained');
    expect(slugFromTitle('  Ça va? Crème brûlée & C++ 2024 ')).toBe('ca-va-creme-brulee-c-2024');
  });

  it('is empty for a title with no letters or digits', () => {
    expect(slugFromTitle('!?')).toBe('');
  });

  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)+$/);
    expect(slugFromTitle('x'.repeat(100))).toBe('x'.repeat(80));
  });
});

describe('formerSlugsAfter', () => {
  it('keeps the address that was replaced, once, and never the new one', () => {
    expect(formerSlugsAfter([], 'old', 'new')).toEqual(['old']);
    expect(formerSlugsAfter(['old', 'older'], 'old', 'older')).toEqual(['old']);
    expect(formerSlugsAfter(['a'], '', 'b')).toEqual(['a']);
    expect(formerSlugsAfter(['a'], 'b', 'b')).toEqual(['a']);
  });

  it('keeps only the latest, as many as the document holds', () => {
    expect(formerSlugsAfter(['a', 'b', 'c', 'd', 'e'], 'f', 'g')).toEqual(['b', 'c', 'd', 'e', 'f']);
  });
});
