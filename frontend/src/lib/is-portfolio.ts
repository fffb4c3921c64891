import type { Portfolio } from '@portfolio/contract';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, keys: readonly string[]): value is Fields =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

const isListOf = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(check);

/**
 * Whether a value is shaped like a portfolio document (and not, say, an error object from a
 * proxy or a draft written by an older version), so rendering or editing it cannot throw. The
 * server validates every document it stores; this checks only the shape.
 */
export function isPortfolio(value: unknown): value is Portfolio {
  return (
    isObject(value) &&
    hasStrings(value.personalInfo, ['name', 'title', 'description', 'email', 'github', 'linkedin']) &&
    isListOf(value.skills, (skill) => hasStrings(skill, ['name'])) &&
    isListOf(
      value.projects,
      (project) =>
        hasStrings(project, ['title', 'description', 'github', 'live']) &&
        isListOf(project.tech, (tech) => typeof tech === 'string'),
    ) &&
    isListOf(value.blogs, (blog) => hasStrings(blog, ['title', 'excerpt', 'date', 'readTime']))
  );
}
