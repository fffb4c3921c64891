import { describe, expect, it, vi } from 'vitest';
import { localIsoDate, newBlogPost, newProject, newSkill } from './new-items';

describe('new items', () => {
  it('starts a skill with an empty name', () => {
    expect(newSkill()).toEqual({ name: '', hidden: false, translations: [] });
  });

  it('starts a project with empty texts, no technologies and no image', () => {
    expect(newProject()).toEqual({
      title: '',
      description: '',
      tech: [],
      github: '',
      live: '',
      image: '',
      featured: false,
      hidden: false,
      translations: [],
    });
  });

  it("starts a blog post empty, dated today on the owner's clock", () => {
    vi.useFakeTimers({ now: new Date(2025, 6, 4, 9, 30) }); // 4 July 2025, 09:30 local time
    expect(newBlogPost()).toEqual({
      title: '',
      excerpt: '',
      date: '2025-07-04',
      readTime: '',
      slug: '',
      status: 'published',
      publishAt: '',
      tags: [],
      body: '',
      formerSlugs: [],
      formerPaths: [],
      pinned: false,
      hidden: false,
      translations: [],
    });
  });

  it('uses the local date, not the UTC one, late in the evening', () => {
    // 23:30 on 31 December local time is already the next year in UTC for any zone west of it,
    // and this would read '2026-01-01' through toISOString().
    const lateEvening = new Date(2025, 11, 31, 23, 30);
    expect(localIsoDate(lateEvening)).toBe('2025-12-31');
    expect(localIsoDate(new Date(2024, 1, 9, 0, 5))).toBe('2024-02-09');
  });
});
