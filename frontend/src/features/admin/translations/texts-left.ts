import { translationOf, type Blog, type Portfolio } from '@portfolio/contract';
import { isFilled, type Translatable } from './translation-entries';

/**
 * What is left to translate into a language: each text the primary language has where the
 * item's translation has none (a visitor there reads the primary's). A post's address is not
 * one: without its own, a translation has the post's.
 */
function textsLeft<Item extends Translatable>(item: Item, keys: readonly string[], tag: string): number {
  const entry = translationOf(item, tag) as Record<string, unknown> | undefined;
  return keys.filter((key) => isFilled((item as Record<string, unknown>)[key]) && !isFilled(entry?.[key])).length;
}

/**
 * The landing content's texts left to translate into `tag`: the personal information's, and
 * those of each skill and project a visitor sees (a hidden one is shown nowhere).
 */
export function landingTextsLeft(document: Portfolio, tag: string): number {
  const shown = <Item extends { hidden: boolean }>(items: Item[]) => items.filter((item) => !item.hidden);
  return (
    textsLeft(document.personalInfo, ['name', 'title', 'description'], tag) +
    shown(document.skills).reduce((sum, skill) => sum + textsLeft(skill, ['name'], tag), 0) +
    shown(document.projects).reduce((sum, project) => sum + textsLeft(project, ['title', 'description'], tag), 0)
  );
}

/** One post's texts left to translate into `tag`. */
export const postTextsLeft = (post: Blog, tag: string): number =>
  textsLeft(post, ['title', 'readTime', 'excerpt', 'tags', 'body'], tag);

/** '12 texts left to translate into Français', or that none is. */
export function textsLeftSaid(count: number, language: string): string {
  if (count === 0) return `Everything is translated into ${language}`;
  return `${count} ${count === 1 ? 'text' : 'texts'} left to translate into ${language}`;
}
