import { describe, expect, it } from 'vitest';
import { formerSlugsAfter } from './slugs';

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
