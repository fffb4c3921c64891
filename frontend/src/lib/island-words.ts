import { ISLAND_ENGLISH, type IslandWords } from '@portfolio/contract';

/**
 * An island's words: the page's own, which its element carries when they are not English
 * (`data-words`, written by the contract's `islandWords`), over the English its script has.
 */
export function islandWordsOf(element: HTMLElement): Record<keyof typeof ISLAND_ENGLISH, string> {
  return { ...ISLAND_ENGLISH, ...(JSON.parse(element.dataset.words ?? '{}') as IslandWords) };
}
