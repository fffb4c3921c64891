// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { createQueryClient } from '../provider';
import { HomeRoute } from './home';

// A later step pre-renders the public page for search engines and link previews: rendering it
// must not need a browser (no `window` or `document` outside effects).
describe('HomeRoute on the server', () => {
  it('renders the whole page to HTML without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const queryClient = createQueryClient();
    queryClient.setQueryData(['portfolio'], OWNER_PORTFOLIO);

    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <HomeRoute />
      </QueryClientProvider>,
    );

    expect(html).toContain('<h1 id="home-title"');
    expect(html).toContain('Data Platform Engineer');
    expect(html).toContain('Featured Projects');
    expect(html).toContain('Mar 5, 2024');
    expect(html).toContain('Portfolio. All rights reserved.');
  });
});
