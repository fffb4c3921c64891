import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    render(<Blog posts={[{ ...first, slug: 'backpressure', body: 'a'.repeat(32) }, second]} />);

    const link = within(cards()[0]!).getByRole('link', { name: 'Read Article: Backpressure, Explained' });
    expect(link).toHaveAttribute('href', '/blog/backpressure');
    expect(within(cards()[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Read Article').tagName).toBe('P');
  });

  it('keeps a post with an address but no body unlinked: it has no page', () => {
    render(<Blog posts={[{ ...third, slug: 'starting-fresh' }]} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Read Article')).toBeInTheDocument();
  });

  it('shows the tags as badges when there are some', () => {
    render(<Blog posts={[{ ...first, tags: ['queues', 'kafka'] }, second]} />);

    const tags = within(cards()[0]!).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['queues', 'kafka']);
    expect(within(cards()[1]!).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });
});
