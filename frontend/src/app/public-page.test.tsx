import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';
import { PAGE_DATA_ID, readPageData, type PageData } from './page-data';
import { PublicPage } from './public-page';

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * The server's HTML in a root, taken over as main.tsx does; what React reported on the way.
 * `renderedAt` is the server's clock when it rendered.
 */
async function hydrate(data: PageData, renderedAt = new Date()) {
  const root = document.createElement('div');
  vi.useFakeTimers({ toFake: ['Date'], now: renderedAt });
  root.innerHTML = renderToString(<PublicPage {...data} />);
  vi.useRealTimers();
  document.body.append(root);
  // Testing Library's own renders say this; hydrateRoot is called here directly.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(root, <PublicPage {...data} />, { onRecoverableError: recoverable });
  });
  return { errors, recoverable };
}

describe('the pre-rendered public page, taken over in the browser', () => {
  it('hydrates without a mismatch, and without asking for the document', async () => {
    mockFetch(async () => jsonResponse({ status: 'ok' }));
    const { errors, recoverable } = await hydrate({
      portfolio: OWNER_PORTFOLIO,
      renderedYear: new Date().getFullYear(),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Data Platform Engineer' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalledWith('/api/portfolio', expect.anything());
  });

  it("shows the browser's year when the page was rendered in an earlier one, without a mismatch", async () => {
    mockFetch(async () => jsonResponse({ status: 'ok' }));
    const year = new Date().getFullYear();
    const newYearsEve = new Date(year - 1, 11, 31, 23, 59);
    const { errors, recoverable } = await hydrate({ portfolio: OWNER_PORTFOLIO, renderedYear: year - 1 }, newYearsEve);

    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${year} Portfolio. All rights reserved.`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('readPageData', () => {
  function pageWith(text: string | undefined): Document {
    const page = document.implementation.createHTMLDocument();
    if (text !== undefined) {
      const script = page.createElement('script');
      script.type = 'application/json';
      script.id = PAGE_DATA_ID;
      script.textContent = text;
      page.body.append(script);
    }
    return page;
  }

  it("reads the server's data", () => {
    const data = { portfolio: OWNER_PORTFOLIO, renderedYear: 2026 };
    expect(readPageData(pageWith(JSON.stringify(data)))).toEqual(data);
  });

  it.each([
    ['no data (the static page)', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '{"portfolio":'],
    ['JSON without a document', '{"renderedYear":2026}'],
    ['JSON without the year', JSON.stringify({ portfolio: OWNER_PORTFOLIO })],
  ])('gives nothing for %s, so the app fetches the document', (_case, text) => {
    expect(readPageData(pageWith(text))).toBeUndefined();
  });
});
