import { limitOf } from '@portfolio/contract';

/**
 * A post's former addresses once its address changes from `previous` to `next`: the previous one
 * is kept (visitors who have it are sent on), the new one is no longer a former one, and only the
 * latest are kept, as many as the document holds.
 */
export function formerSlugsAfter(former: readonly string[], previous: string, next: string): string[] {
  const kept = former.filter((slug) => slug !== next && slug !== previous);
  if (previous && previous !== next) kept.push(previous);
  return kept.slice(-limitOf('blogs.formerSlugs'));
}
