import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { PortfolioView } from '../components/portfolio-view';
import { countVisit } from './count-visit';

/** The server's HTML of the page, its counting island attached where the page names it. */
function serve(hits?: string) {
  const fetchMock = mockFetch(async () => new Response(null, { status: 204 }));
  document.body.innerHTML = renderToString(<PortfolioView portfolio={OWNER_PORTFOLIO} renderedYear={2030} />);
  if (hits) document.querySelector<HTMLElement>('main')!.dataset.hits = hits;
  const detach = countVisit(document.querySelector<HTMLElement>('[data-island="count-visit"]')!);
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init?.body)) as unknown,
      init,
    }));
  return { sent, detach };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the counting island', () => {
  it('says once that the page was shown, to the same origin, as a plain request', () => {
    const { sent } = serve();
    expect(sent()).toEqual([
      {
        url: '/api/hits',
        body: { path: '/', referrer: '' },
        init: expect.objectContaining({ method: 'POST', keepalive: false }),
      },
    ]);
  });

  it("counts the followed links by what they are: a project's code and demo, the résumé, the contact links", () => {
    const { sent, detach } = serve();
    const [first] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('link', { name: /View Code/ }));
    fireEvent.click(within(first!).getByRole('link', { name: /Live Demo/ }));
    fireEvent.click(screen.getByRole('link', { name: /Download Resume/ }));
    fireEvent.click(screen.getByRole('link', { name: /Start a Conversation/ }));
    fireEvent(screen.getAllByRole('link', { name: /LinkedIn/ })[0]!, new MouseEvent('auxclick', { bubbles: true }));
    // Links that are not counted, and anything else, send nothing.
    fireEvent.click(screen.getByRole('heading', { level: 1 }));
    detach();
    fireEvent.click(screen.getByRole('link', { name: /Download Resume/ }));

    expect(
      sent()
        .slice(1)
        .map(({ body }) => body),
    ).toEqual([
      { path: '/', event: `code:${OWNER_PORTFOLIO.projects[0]!.title}` },
      { path: '/', event: `demo:${OWNER_PORTFOLIO.projects[0]!.title}` },
      { path: '/', event: 'resume' },
      { path: '/', event: 'email' },
      { path: '/', event: 'linkedin' },
    ]);
    // A click may be what leaves the page: its hit outlives the page's unload.
    expect(
      sent()
        .slice(1)
        .every(({ init }) => init?.keepalive === true),
    ).toBe(true);
  });

  it('sends to the address the page names, as the copy on a static host does', () => {
    const { sent } = serve('https://api.example.com/api/hits');
    fireEvent.click(screen.getByRole('link', { name: /Download Resume/ }));
    expect(sent().map(({ url }) => url)).toEqual([
      'https://api.example.com/api/hits',
      'https://api.example.com/api/hits',
    ]);
  });
});
