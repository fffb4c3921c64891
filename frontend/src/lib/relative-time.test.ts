import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [2 * 60 * 60, '2 hours ago'],
    [24 * 60 * 60, 'yesterday'],
    [3 * 24 * 60 * 60, '3 days ago'],
    [14 * 24 * 60 * 60, '2 weeks ago'],
    [61 * 24 * 60 * 60, '2 months ago'],
    [400 * 24 * 60 * 60, 'last year'],
  ])('%i seconds before is "%s"', (seconds, text) => {
    expect(timeAgo(before(seconds), now)).toBe(text);
  });

  it('calls a moment a little ahead of this clock "just now"', () => {
    expect(timeAgo(before(-30), now)).toBe('just now');
  });
});
