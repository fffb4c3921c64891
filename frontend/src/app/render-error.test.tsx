import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { routes } from './route-table';

// A render error cannot be reached through the real page (it validates what it renders), so the
// page is replaced by one that throws, to show what a visitor would see.
vi.mock('@/app/routes/home', () => ({
  HomeRoute: () => {
    throw new Error('Broken section');
  },
}));

it("shows the router's default error screen for an uncaught render error", () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);

  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Broken section')).toBeInTheDocument();
});
