import { describe, expect, it, vi } from 'vitest';
import { formatBlogDate } from './dates.js';

describe('formatBlogDate', () => {
  it('writes a short English month, the day and the year', () => {
    expect(formatBlogDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatBlogDate('2023-09-17')).toBe('Sep 17, 2023');
  });

  it('keeps the first and the last day of a month, west and east of Greenwich', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    // Through `Date`, the first of March would be shown as the last day of February here.
    expect(new Date('2024-03-01').getDate()).toBe(29);

    for (const timeZone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      vi.stubEnv('TZ', timeZone);
      expect(formatBlogDate('2024-03-01')).toBe('Mar 1, 2024');
      expect(formatBlogDate('2024-01-31')).toBe('Jan 31, 2024');
      expect(formatBlogDate('2024-02-29')).toBe('Feb 29, 2024');
      expect(formatBlogDate('2023-12-31')).toBe('Dec 31, 2023');
    }
  });

  it('shows anything that is not a real date as written', () => {
    expect(formatBlogDate('2024-02-30')).toBe('2024-02-30');
    expect(formatBlogDate('soon')).toBe('soon');
  });
});
