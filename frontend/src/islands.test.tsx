import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, networkError } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { PAGE_DATA_ID, type PageData } from './app/page-data';
import { PublicPage } from './app/public-page';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The server's HTML of the public page in the document, with or without its data (the static
 * page has none), and its islands' script run as the head script imports it, then the tasks that
 * attach each island.
 */
async function serve(data: PageData, { withData = true, attach = true } = {}) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<PublicPage {...data} />);
  document.body.append(root);
  if (withData) {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_ID });
    script.textContent = JSON.stringify(data);
    document.body.append(script);
  }
  vi.resetModules();
  await import('./islands');
  if (attach) await advance(0);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the pre-rendered page's islands", () => {
  const data = { portfolio: OWNER_PORTFOLIO, renderedYear: new Date().getFullYear() };

  it('open and close the section menu, with its button and with Escape, without asking for the document', async () => {
    const fetchMock = mockFetch(async () => new Response(null, { status: 204 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await serve(data);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/portfolio', expect.anything());
  });

  it("show the browser's year when the page was rendered in an earlier one", async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    const year = new Date().getFullYear();
    await serve({ ...data, renderedYear: year - 1 });

    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Portfolio. All rights reserved.`);
  });

  it("say 'Offline Mode' when the API does not answer the ping", async () => {
    mockFetch(networkError);
    await serve(data);

    expect(await screen.findByText('Offline Mode')).toBeInTheDocument();
  });

  it('move the spotlight with the pointer, and show a tooltip after 700 ms of hover', async () => {
    mockFetch(async () => jsonResponse({ status: 'ok' }));
    await serve(data);
    const hero = document.getElementById('home')!;

    fireEvent.pointerMove(hero, { clientX: 120, clientY: 45 });
    expect(hero.style.getPropertyValue('--spot-x')).toBe('120px');
    fireEvent.pointerOver(document.querySelector('#home a[href="#contact"]')!);
    await advance(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Contact');
  });

  it('are attached each in a task of its own, so that together they make no long task', async () => {
    const fetchMock = mockFetch(async () => new Response(null, { status: 204 }));
    await serve(data, { attach: false });
    const islands = document.querySelectorAll('[data-island]').length;

    expect(islands).toBeGreaterThan(5);
    expect(vi.getTimerCount()).toBe(islands);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(0);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('attach nothing to a page without the data: the app draws that one, and attaches its own', async () => {
    const fetchMock = mockFetch(networkError);
    await serve(data, { withData: false });

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Open menu' }));
    await advance(2000);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerMove(document.getElementById('home')!, { clientX: 120, clientY: 45 });
    expect(document.getElementById('home')!.style.getPropertyValue('--spot-x')).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
