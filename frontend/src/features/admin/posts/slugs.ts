import { limitOf } from '@portfolio/contract';

/**
 * A post's address from its title: `Backpressure, Explained!` → `backpressure-explained`. Letters
 * lose their accents, anything else between words becomes one hyphen, and a long title is cut at
 * a word, within the slug's limit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > limitOf('blogs.slug')) return slug || word.slice(0, limitOf('blogs.slug'));
    slug = longer;
  }
  return slug;
}

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
