import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { createQueryClient } from './provider';
import { routes } from './route-table';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  mockFetch(async (url) =>
    url === '/api/portfolio' ? jsonResponse(OWNER_PORTFOLIO) : new Response(null, { status: 200 }),
  );
});

describe('routes', () => {
  it('shows the public page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Platform Engineer' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/ping', expect.anything());
  });

  it('loads the admin route on demand', async () => {
    renderAt('/admin');
    // Importing the route here, lucide-react's icons with it (a module each in tests), takes
    // longer than a find's default second on a busy machine, and past 5 s on a loaded one.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Portfolio Admin' }, { timeout: 15_000 });
    expect(heading).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/portfolio', expect.anything());
  }, 20_000);

  it('shows the not-found page for any other path, logs the path, and leads home', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/projects/missing?x=1');

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/projects/missing'));

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Platform Engineer' })).toBeInTheDocument();
  });
});
