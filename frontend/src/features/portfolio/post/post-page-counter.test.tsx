import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { PostPage } from './post-page';

describe("a post page's counting", () => {
  it('is an empty image of the counting route naming the page, with no text to read, and no preload of it', () => {
    const portfolio = structuredClone(OWNER_PORTFOLIO);
    portfolio.blogs[0] = { ...portfolio.blogs[0]!, slug: 'queues & more', body: 'x'.repeat(24) };
    document.body.innerHTML = renderToString(
      <PostPage
        portfolio={portfolio}
        post={portfolio.blogs[0]!}
        content={{ html: '<p>Body</p>', headings: [] }}
        renderedYear={2030}
      />,
    );
    const counter = document.querySelector('img[src^="/api/hits"]');
    expect(counter).toHaveAttribute('src', '/api/hits?path=%2Fblog%2Fqueues%20%26%20more');
    expect(counter).toHaveAttribute('alt', '');
    // A preload would fetch it before the page is shown, and outlive the image where it is left out.
    expect(document.querySelector('link[rel="preload"][href^="/api/hits"]')).toBeNull();
  });
});
