import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLanguageContext } from '@/lib/locale';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { Blog } from './blog';

const [first, second, third] = OWNER_PORTFOLIO.blogs as [
  (typeof OWNER_PORTFOLIO.blogs)[number],
  (typeof OWNER_PORTFOLIO.blogs)[number],
  (typeof OWNER_PORTFOLIO.blogs)[number],
];

const cards = () => screen.getAllByRole('article');

describe('Blog: the cards', () => {
  it("links 'Read Article' to the page of a post with a body, named after the post", () => {
    render(<Blog posts={[{ ...first, slug: 'backpressure', body: 'a'.repeat(32) }, second]} count={6} />);

    const link = within(cards()[0]!).getByRole('link', { name: 'Read Article: Backpressure, Explained' });
    expect(link).toHaveAttribute('href', '/blog/backpressure');
    expect(within(cards()[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Read Article').tagName).toBe('P');
  });

  it('keeps a post with an address but no body unlinked: it has no page', () => {
    render(<Blog posts={[{ ...third, slug: 'starting-fresh' }]} count={6} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Read Article')).toBeInTheDocument();
  });

  it('shows the tags as badges when there are some', () => {
    render(<Blog posts={[{ ...first, tags: ['queues', 'kafka'] }, second]} count={6} />);

    const tags = within(cards()[0]!).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['queues', 'kafka']);
    expect(within(cards()[1]!).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });
});

/** Twenty posts, oldest first: post n is dated n days into 2025. */
const twenty = Array.from({ length: 20 }, (_, index) => ({
  ...first,
  title: `Post ${index + 1}`,
  date: new Date(Date.UTC(2025, 0, index + 1)).toISOString().slice(0, 10),
}));
const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const allPosts = () => screen.queryByRole('link', { name: 'All posts' });

describe('Blog: which posts the landing page shows', () => {
  it('shows the six newest of twenty, and links to all posts after the cards', () => {
    render(<Blog posts={twenty} count={6} />);

    expect(headings()).toEqual(['Post 20', 'Post 19', 'Post 18', 'Post 17', 'Post 16', 'Post 15']);
    expect(allPosts()).toHaveAttribute('href', '/blog');
    // After the last card, in the reading order.
    expect(cards().at(-1)!.compareDocumentPosition(allPosts()!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the pinned posts first, in the owner’s order, then the newest', () => {
    const pinned = twenty.map((post, index) => ({ ...post, pinned: [3, 11, 7].includes(index + 1) }));
    render(<Blog posts={pinned} count={6} />);

    expect(headings()).toEqual(['Post 3', 'Post 7', 'Post 11', 'Post 20', 'Post 19', 'Post 18']);
  });

  it.each([3, 12])('shows as many as the owner chose: %i', (count) => {
    render(<Blog posts={twenty} count={count} />);

    expect(cards()).toHaveLength(count);
    expect(allPosts()).toBeInTheDocument();
  });

  it('has no link to all posts when every post is shown', () => {
    render(<Blog posts={twenty.slice(0, 6)} count={6} />);

    expect(cards()).toHaveLength(6);
    expect(allPosts()).not.toBeInTheDocument();
  });
});

describe('Blog: a page in a language other than the primary one', () => {
  it("leads to all posts and to each post's page in that language", () => {
    const posts = twenty.map((post, index) => ({ ...post, slug: `post-${index + 1}`, body: 'a'.repeat(32) }));
    render(
      <PageLanguageContext value={{ tag: 'fr', prefix: '/fr', alternates: [], switcher: [] }}>
        <Blog posts={posts} count={6} />
      </PageLanguageContext>,
    );

    expect(allPosts()).toHaveAttribute('href', '/fr/blog');
    expect(within(cards()[0]!).getByRole('link', { name: 'Read Article: Post 20' })).toHaveAttribute(
      'href',
      '/fr/blog/post-20',
    );
  });
});
