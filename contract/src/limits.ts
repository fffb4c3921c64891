/**
 * Bounds of the portfolio document, in characters (UTF-16 code units) and list items.
 *
 * They are chosen so that the largest valid document (every list full, every text at its bound,
 * in ASCII) still fits the API's body limit, so a valid save is never refused as too large.
 * URLs keep the customary 2,048; the number of projects is what that leaves room for.
 */
export const LIMITS = {
  personalInfo: { name: 100, title: 120, description: 2000, email: 254, url: 2048 },
  skill: { name: 50 },
  project: { title: 120, description: 1000, techName: 40, url: 2048 },
  blog: { title: 120, excerpt: 800, readTime: 40 },
  list: { skills: 100, projects: 20, blogs: 100, tech: 30 },
} as const;

/** The largest request body the API reads, in bytes. */
export const BODY_LIMIT_BYTES = 256 * 1024;
