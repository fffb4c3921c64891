import type { Portfolio } from '@portfolio/contract';
import { ApiError, getJson } from '@/lib/api-client';

/** SPEC §9: the public page waits at most 5 s for its data before keeping the built-in content. */
export const PORTFOLIO_TIMEOUT_MS = 5000;

export async function getPortfolio(signal?: AbortSignal): Promise<Portfolio> {
  const body = await getJson('/api/portfolio', { timeoutMs: PORTFOLIO_TIMEOUT_MS, signal });
  if (!isPortfolio(body)) {
    throw new ApiError('not-json', '/api/portfolio answered JSON that is not a portfolio document');
  }
  return body;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStrings = (value: unknown, keys: readonly string[]): value is Fields =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

const isListOf = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(check);

/**
 * The server validates every document it stores; this only makes sure that what came back is
 * shaped like one (and not, say, an error object from a proxy), so rendering it cannot throw.
 */
function isPortfolio(value: unknown): value is Portfolio {
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
