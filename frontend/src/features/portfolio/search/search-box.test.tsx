import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_LOCALE, SEARCH_ENGLISH } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { LocaleContext, PageLanguageContext } from '@/lib/locale';
import { attachSearch } from './search-box';
import { PostSearch } from './post-search';
import { SearchIndexReader } from './search-query';
import { filesReader, indexOf, post } from './search-test-index';

const posts = [
  post('Postgres locks', 'Advisory locks and row locks in PostgreSQL, and how a zanzibar queue waits on them.'),
  post('Queues', 'A queue of jobs, with postgres as its store.', { tags: ['Rust'] }),
  ...Array.from({ length: 6 }, (_, at) => post(`Note ${at}`, `A short note about postgres, number ${at}.`)),
];

/** The box as the server renders it, attached to a reader of the index of `posts`. */
function serve(index = indexOf(posts), locale = ENGLISH_LOCALE) {
  document.body.innerHTML = renderToString(
    <LocaleContext value={locale}>
      <PostSearch />
    </LocaleContext>,
  );
  const detach = attachSearch(
    document.querySelector<HTMLElement>('[data-search-box]')!,
    new SearchIndexReader(index.readFile),
  );
  return { box: screen.getByRole('searchbox'), read: index.read, detach };
}

const type = (box: HTMLElement, text: string) => fireEvent.input(box, { target: { value: text } });
const results = () => [...document.querySelectorAll<HTMLAnchorElement>('#post-search-results a')];

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the search box', () => {
  it("speaks the page's language: its count by that language's plural rules, in its words", async () => {
    document.documentElement.lang = 'fr';
    try {
      const french = siteLocale({ languages: ['fr'], words: [] });
      const { box } = serve(indexOf(posts), french);
      expect(box).toHaveAccessibleName(french.words.searchPosts);
      type(box, 'zanzibar');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(french.words.postFound.replace('{count}', '1')),
      );
      type(box, 'nowhere');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(french.words.noPostsFound));
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('reads nothing until the reader types', () => {
    const { read } = serve();
    expect(read).toEqual([]);
  });

  it('shows the best results first with the words found marked, says how many, and shows more on asking', async () => {
    const { box } = serve();
    type(box, 'zanzibar');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 post found'));
    const [first] = results();
    expect(first).toHaveAttribute('href', '/blog/postgres-locks');
    expect(first).toHaveTextContent('Postgres locks');
    expect(within(first!).getByText('zanzibar', { selector: 'mark' })).toBeInTheDocument();

    type(box, 'postgres');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('8 posts found'));
    expect(results()).toHaveLength(5);
    expect(results()[0]).toHaveTextContent('Postgres locks');
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(results()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('says so when nothing is found, and clears with Escape', async () => {
    const { box } = serve();
    type(box, 'kumquat');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No posts found'));
    expect(results()).toEqual([]);
    type(box, 'queue');
    await waitFor(() => expect(results()).toHaveLength(2));
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(box).toHaveValue('');
  });

  it('moves from the box through the results with the arrow keys, and back', async () => {
    const { box } = serve();
    type(box, 'queue');
    await waitFor(() => expect(results()).toHaveLength(2));
    const [first, second] = results();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(box).toHaveFocus();
  });

  it('reads the index anew when a result was taken out of it since, and shows what is left', async () => {
    const before = indexOf(posts);
    const after = indexOf(posts.slice(1));
    // The first post is hidden while the reader holds the description that has it: its fragment is
    // gone at once, and for a second nginx still answers the old description, then the seven
    // others' index.
    before.files.delete('p/1.json');
    const started = Date.now();
    const { box } = serve({
      ...before,
      readFile: (name) => (Date.now() - started < 1000 ? before.readFile(name) : after.readFile(name)),
    });
    type(box, 'postgres');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 posts found'), { timeout: 3000 });
    expect(results().map((link) => link.textContent)).not.toContainEqual(expect.stringContaining('Postgres locks'));
  });

  it("shows only the newest query's results when an older one answers late", async () => {
    const index = indexOf(posts);
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { box } = serve({
      ...index,
      readFile: async (name) => {
        if (name.startsWith('p/1.')) await slow;
        return index.readFile(name);
      },
    });
    type(box, 'zanzibar');
    await new Promise((resolve) => setTimeout(resolve, 10));
    type(box, 'rust');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 post found'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(results().map((link) => link.getAttribute('href'))).toEqual(['/blog/queues']);
  });

  it('says search is unavailable when the index cannot be read, twice, a second apart', async () => {
    const { box } = serve(filesReader(new Map()));
    type(box, 'postgres');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCH_ENGLISH.searchUnavailable), {
      timeout: 3000,
    });
  });

  it("searches the page's language's own index, which the box names, on a page in another than the primary", async () => {
    const { files } = indexOf([post('Verrous', 'Les verrous de zanzibar.', { url: '/fr/blog/verrous' })]);
    files.set('fr/meta.json', files.get('meta.json')!);
    files.delete('meta.json');
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const text = files.get(url.replace('/search/', ''));
      return new Response(text ?? null, { status: text === undefined ? 404 : 200 });
    });
    document.body.innerHTML = renderToString(
      <PageLanguageContext value={{ tag: 'fr', prefix: '/fr', alternates: [], switcher: [] }}>
        <PostSearch />
      </PageLanguageContext>,
    );
    attachSearch(document.querySelector<HTMLElement>('[data-search-box]')!);

    type(screen.getByRole('searchbox'), 'zanzibar');
    await waitFor(() => expect(results().map((link) => link.getAttribute('href'))).toEqual(['/fr/blog/verrous']));
    expect(asked[0]).toBe('/search/fr/meta.json');
  });
});
