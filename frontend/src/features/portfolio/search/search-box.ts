import { countIn, SEARCH_ENGLISH, searchWords, type IslandWords, type SearchFragment } from '@portfolio/contract';
import { excerptOf, marked, wordsOf, type Piece } from './search-excerpt';
import { fetchFile, SearchIndexReader, type Found } from './search-query';

/** A little more than the second nginx keeps the index's description (location /search/). */
const STALE_DESCRIPTION_MS = 1100;

/** Results are shown this many at a time: each needs its post's fragment. */
const SHOWN_AT_ONCE = 5;

/** The box's words: the page's own (`data-words`) over the English this script carries. */
type SearchWords = Record<keyof typeof SEARCH_ENGLISH, string>;
const wordsOfBox = (root: HTMLElement): SearchWords => ({
  ...SEARCH_ENGLISH,
  ...(JSON.parse(root.dataset.words ?? '{}') as IslandWords),
});

/** What the live region says of a query's results, in the page's words and language. */
const countOf = (count: number, words: SearchWords, language: string): string =>
  count === 0 ? words.noPostsFound : countIn(language, count, words.postFound, words.postsFound);

/**
 * The blog's search box (post-search.tsx), as the reader uses it: results as the reader types,
 * the best first, `SHOWN_AT_ONCE` at a time; their count said in the live region; the arrow keys
 * move from the box through the results (links: Enter opens one) and back; Escape clears the box.
 * A query's late answer never replaces a newer one's. It searches the index the box names
 * (`data-search-meta`, a language's own), or the primary language's.
 */
export function attachSearch(
  root: HTMLElement,
  reader = new SearchIndexReader(fetchFile, root.dataset.searchMeta),
): () => void {
  const box = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  const list = root.querySelector<HTMLOListElement>('ol')!;
  const more = root.querySelector<HTMLButtonElement>('button')!;
  const words = wordsOfBox(root);
  const language = document.documentElement.lang || 'en';
  let asked = 0;
  let query = '';
  let found: Found[] = [];
  let shown = 0;

  const clear = () => {
    list.removeAttribute('aria-busy');
    found = [];
    shown = 0;
    list.replaceChildren();
    list.hidden = true;
    more.hidden = true;
    status.textContent = '';
  };

  const showMore = async (number: number) => {
    const next = found.slice(shown, shown + SHOWN_AT_ONCE);
    const fragments = await Promise.all(next.map(({ post }) => reader.fragment(post)));
    if (number !== asked) return;
    list.append(...fragments.map((fragment) => resultOf(fragment, wordsOf(query))));
    shown += next.length;
    list.hidden = shown === 0;
    more.hidden = shown >= found.length;
  };

  const answer = async (number: number) => {
    const results = await reader.find(query);
    if (number !== asked) return;
    found = results;
    shown = 0;
    list.replaceChildren();
    await showMore(number);
    if (number !== asked) return;
    status.textContent = countOf(results.length, words, language);
    list.removeAttribute('aria-busy');
  };

  const run = async () => {
    const number = ++asked;
    query = box.value;
    if (searchWords(query).length === 0) return clear();
    // Until this query's results are drawn: the list is being brought up to date.
    list.setAttribute('aria-busy', 'true');
    try {
      // A second time when the index was made again while the first read it (the reader then
      // reads its new description), once the copy of the old one nginx keeps for a second is
      // stale: only a search that fails twice is unavailable.
      await answer(number).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, STALE_DESCRIPTION_MS));
        await answer(number);
      });
    } catch {
      if (number !== asked) return;
      clear();
      status.textContent = words.searchUnavailable;
    }
  };

  const links = () => [...list.querySelectorAll('a')];
  const onBoxKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && links()[0]) {
      event.preventDefault();
      links()[0]!.focus();
    } else if (event.key === 'Escape') {
      box.value = '';
      void run();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      (next < 0 ? box : (all[Math.min(next, all.length - 1)] ?? box)).focus();
    } else if (event.key === 'Escape') {
      box.focus();
    }
  };
  const onMore = () => {
    const first = shown;
    void showMore(asked).then(() => links()[first]?.focus());
  };
  const onInput = () => void run();

  box.addEventListener('input', onInput);
  box.addEventListener('keydown', onBoxKey);
  list.addEventListener('keydown', onListKey);
  more.addEventListener('click', onMore);
  // Typed before this script came: answered now.
  if (box.value !== '') void run();
  return () => {
    box.removeEventListener('input', onInput);
    box.removeEventListener('keydown', onBoxKey);
    list.removeEventListener('keydown', onListKey);
    more.removeEventListener('click', onMore);
  };
}

/** A result: a link to the post with its title, date, tags and the words found in context. */
function resultOf(fragment: SearchFragment, found: (word: string) => boolean): HTMLLIElement {
  const item = document.createElement('li');
  const link = item.appendChild(document.createElement('a'));
  link.href = fragment.url;
  link.append(
    element('span', 'post-search-title', marked(fragment.title, found)),
    element('span', 'post-search-meta', [{ text: [fragment.date, ...fragment.tags].join(' · '), found: false }]),
    element('span', 'post-search-excerpt', excerptOf(fragment.text, found) ?? marked(fragment.excerpt, found)),
  );
  return item;
}

/** An element of `className` holding `pieces`, the words found in `<mark>`: text only, never markup. */
function element(tag: string, className: string, pieces: Piece[]): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  for (const { text, found } of pieces) {
    if (!found) node.append(text);
    else node.appendChild(document.createElement('mark')).textContent = text;
  }
  return node;
}

// Loaded by the blog pages' head script when the reader first focuses the box.
const root = document.querySelector<HTMLElement>('[data-search-box]');
if (root) attachSearch(root);
