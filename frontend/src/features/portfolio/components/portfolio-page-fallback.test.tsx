import { DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, networkError, neverAnswers } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PortfolioPage } from './portfolio-page';

const DEFAULT_TITLE = DEFAULT_PORTFOLIO.personalInfo.title;

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.title = '';
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const heading = (name: string | RegExp, level?: number) =>
  screen.getByRole('heading', { name, ...(level ? { level } : {}) });

const section = (name: string) => screen.getByRole('region', { name });

function withDocument(overrides: Partial<Portfolio>): Portfolio {
  return { ...OWNER_PORTFOLIO, ...overrides };
}

describe('PortfolioPage: falls back to the built-in content', () => {
  async function expectBuiltInContent() {
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(DEFAULT_TITLE);
    expectAllOfTheBuiltInContent();
  }

  function expectAllOfTheBuiltInContent() {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DEFAULT_TITLE);
    expect(within(section('Skills & Technologies')).getAllByRole('listitem')).toHaveLength(16);
    expect(within(section('Featured Projects')).getAllByRole('article')).toHaveLength(3);
    expect(within(section('Latest Insights')).getAllByRole('article')).toHaveLength(3);
  }

  it('when the API does not answer within 5 s', async () => {
    vi.useFakeTimers(); // exact: no real time may slip in
    mockFetch(neverAnswers);
    renderWithProviders(<PortfolioPage />);

    await advance(4999);
    expect(screen.getByRole('status')).toBeInTheDocument();

    // The abort fires at 5000 ms; the data cache hands the failure to React on its next tick.
    await advance(2);
    expectAllOfTheBuiltInContent();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not answer within 5000 ms'));
  });

  it('on a network error', async () => {
    mockFetch(networkError);
    renderWithProviders(<PortfolioPage />);

    await expectBuiltInContent();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be reached'));
  });

  it('on an answer that is not JSON', async () => {
    mockFetch(async () => new Response('<!doctype html><p>index</p>', { headers: { 'content-type': 'text/html' } }));
    renderWithProviders(<PortfolioPage />);

    await expectBuiltInContent();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('text/html, not JSON'));
  });

  it('on a non-OK status', async () => {
    mockFetch(async () => jsonResponse({ message: 'Not Found' }, 404));
    renderWithProviders(<PortfolioPage />);

    await expectBuiltInContent();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered 404'));
  });

  it('on JSON that is not a portfolio document', async () => {
    mockFetch(async () => jsonResponse({ message: 'ok' }));
    renderWithProviders(<PortfolioPage />);

    await expectBuiltInContent();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a portfolio document'));
  });

  it('shows it at the first failure, and swaps in the owner content if a retry succeeds', async () => {
    const fetchMock = mockFetch(networkError);
    renderWithProviders(<PortfolioPage />);
    await expectBuiltInContent();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => jsonResponse(OWNER_PORTFOLIO));
    await advance(1000);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(heading('Data Platform Engineer', 1)).toBeInTheDocument();
  });

  it('retries a failing server 3 times, and an answer that cannot change not at all', async () => {
    const failing = mockFetch(async () => jsonResponse({ message: 'Service Unavailable' }, 503));
    const { unmount } = renderWithProviders(<PortfolioPage />);
    await expectBuiltInContent();
    await advance(60_000);
    expect(failing).toHaveBeenCalledTimes(4);
    unmount();

    const notJson = mockFetch(async () => new Response('nope', { headers: { 'content-type': 'text/plain' } }));
    renderWithProviders(<PortfolioPage />);
    await expectBuiltInContent();
    await advance(60_000);
    expect(notJson).toHaveBeenCalledTimes(1);
  });
});

describe('PortfolioPage: links', () => {
  it('renders only http(s) links, and hides a link whose URL is empty or unsafe', async () => {
    mockFetch(async () =>
      jsonResponse(
        withDocument({
          personalInfo: {
            ...OWNER_PORTFOLIO.personalInfo,
            email: 'jordan@lee.dev?bcc=everyone@example.com',
            github: 'javascript:alert(1)',
            linkedin: '',
          },
          projects: [
            { ...OWNER_PORTFOLIO.projects[0]!, github: ' https://github.com/x', live: 'data:text/html,hi' },
            { ...OWNER_PORTFOLIO.projects[1]!, github: '//evil.example.com', live: 'http://lineage.lee.dev' },
          ],
        }),
      ),
    );
    renderWithProviders(<PortfolioPage />);
    await screen.findByRole('main');

    expect(screen.queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start a Conversation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Live Demo/ })).toHaveAttribute('href', 'http://lineage.lee.dev');

    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|#|\/resume\.pdf$)/);
    }
  });
});

describe('PortfolioPage: navigation on narrow screens', () => {
  it('opens and closes the section menu with its button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch(async () => jsonResponse(OWNER_PORTFOLIO));
    renderWithProviders(<PortfolioPage />);
    await screen.findByRole('main');

    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Projects' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
