import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteLocale } from '@portfolio/contract/languages';
import { LocaleContext } from '@/lib/locale';
import { mockFetch, networkError, neverAnswers } from '@/test/fetch';
import { ConnectivityIndicator } from './connectivity-indicator';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const indicator = () => screen.getByRole('status');

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('ConnectivityIndicator', () => {
  it('is hidden while the API answers its ping', async () => {
    const fetchMock = mockFetch(async () => new Response(null, { status: 204 }));
    render(<ConnectivityIndicator />);

    await advance(0);
    expect(fetchMock).toHaveBeenCalledWith('/api/ping', expect.objectContaining({ method: 'GET' }));
    await advance(10_000);
    expect(indicator()).toBeEmptyDOMElement();
  });

  it("reads 'Offline Mode' when the ping fails", async () => {
    mockFetch(networkError);
    render(<ConnectivityIndicator />);

    expect(await screen.findByText('Offline Mode')).toBeInTheDocument();
    expect(indicator()).toHaveTextContent('Offline Mode');
  });

  it("reads the page's own words where it is not in English", async () => {
    mockFetch(networkError);
    const german = siteLocale({ languages: ['de'], words: [] });
    render(
      <LocaleContext value={german}>
        <ConnectivityIndicator />
      </LocaleContext>,
    );

    expect(await screen.findByText(german.words.offlineMode)).toBeInTheDocument();
    expect(german.words.offlineMode).not.toBe('Offline Mode');
  });

  it("reads 'Offline Mode' when the ping answers with an error status", async () => {
    mockFetch(async () => new Response('Bad Gateway', { status: 502 }));
    render(<ConnectivityIndicator />);

    expect(await screen.findByText('Offline Mode')).toBeInTheDocument();
  });

  it("reads 'Offline Mode' when the ping gets no answer within 3 s", async () => {
    vi.useFakeTimers(); // exact: no real time may slip in
    mockFetch(neverAnswers);
    render(<ConnectivityIndicator />);

    await advance(2999);
    expect(indicator()).toBeEmptyDOMElement();
    await advance(1);
    expect(indicator()).toHaveTextContent('Offline Mode');
  });

  it("reads 'Demo Mode' when the browser is offline, whatever the ping says", async () => {
    browserOnline(false);
    mockFetch(networkError);
    render(<ConnectivityIndicator />);

    expect(await screen.findByText('Demo Mode')).toBeInTheDocument();
    await advance(5000);
    expect(indicator()).toHaveTextContent('Demo Mode');
    expect(screen.queryByText('Offline Mode')).not.toBeInTheDocument();
  });

  it('follows the browser going offline and online again, pinging on return', async () => {
    const fetchMock = mockFetch(async () => new Response(null, { status: 200 }));
    render(<ConnectivityIndicator />);
    await advance(0);
    expect(indicator()).toBeEmptyDOMElement();

    act(() => {
      browserOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(indicator()).toHaveTextContent('Demo Mode');

    fetchMock.mockImplementation(networkError);
    act(() => {
      browserOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Offline Mode')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
