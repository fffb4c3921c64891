import { screen, within } from '@testing-library/react';
import type { StatisticsAnswer } from '@portfolio/contract';
import { describe, expect, it } from 'vitest';
import { openEditor, openPost, post, setUpAdminTests, tab } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { jsonResponse } from '@/test/fetch';
import { OWNER_PORTFOLIO } from '@/test/fixtures';

setUpAdminTests();

const MARKUP = '<img src=x onerror=alert(1)>.example';

const ANSWER = (days: number): StatisticsAnswer => ({
  days: Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2030, 5, 1 + index)).toISOString().slice(0, 10),
    visitors: index === days - 1 ? 1 : 0,
    visits: index === days - 1 ? 4 : 0,
  })),
  devices: { phone: 0, tablet: 0, desktop: 4 },
  pages: [
    { path: '/', visits: 3, visitors: 1 },
    { path: '/blog/queues', visits: 1, visitors: 1, title: OWNER_PORTFOLIO.blogs[0]!.title },
    // A page the answer names no title for (a post since deleted): shown by its path.
    { path: '/blog/gone', visits: 1, visitors: 1 },
  ],
  referrers: [
    { host: MARKUP, visits: 2 },
    { host: null, visits: 1 },
  ],
  links: [{ event: `code:${OWNER_PORTFOLIO.projects[0]!.title}`, clicks: 2 }],
});

/** The editor over an API whose statistics answer `ANSWER` for any period, a post at /blog/queues. */
async function open() {
  const portfolio = structuredClone(OWNER_PORTFOLIO);
  portfolio.blogs[0] = { ...portfolio.blogs[0]!, slug: 'queues' };
  const api = fakeApi({ signedIn: true, portfolio });
  for (const days of [7, 30, 90]) {
    for (let call = 0; call < 3; call += 1)
      api.answerNext(`GET /api/statistics?days=${days}`, async () => jsonResponse(ANSWER(days)));
  }
  return openEditor(api);
}

describe('admin: statistics', () => {
  it('shows visitors and visits per day as a chart and a table, the top pages, referrers and links', async () => {
    const { user, api } = await open();
    await user.click(tab('Statistics'));

    const table = await screen.findByRole('table', { name: /last 30 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '2030-06-30 1 4' })).toBeInTheDocument();
    const bars = screen.getByTestId('visits-chart').querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    expect(bars[29]).toHaveAttribute('data-visits', '4');

    const pages = screen.getByRole('region', { name: 'Top pages' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home page3 (1)', `${OWNER_PORTFOLIO.blogs[0]!.title}1 (1)`, '/blog/gone1 (1)']);
    // The tab names pages from the answer alone: it reads no post.
    expect(api.calls('GET /api/portfolio')).toHaveLength(0);
    expect(api.fetch.mock.calls.some(([url]) => String(url).startsWith('/api/posts'))).toBe(false);
    // A referrer is what a visitor sent: text, never markup.
    const referrers = screen.getByRole('region', { name: 'Top referrers' });
    expect(within(referrers).getByText(MARKUP)).toBeInTheDocument();
    expect(referrers.querySelector('img')).toBeNull();
    expect(within(referrers).getByText('Others')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Links followed' })).toHaveTextContent(
      `${OWNER_PORTFOLIO.projects[0]!.title}: View Code2`,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/statistics.csv?days=30');

    await user.click(screen.getByRole('tab', { name: '7 days' }));
    expect(await screen.findByRole('table', { name: /last 7 days/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/statistics.csv?days=7');
    expect(api.calls('GET /api/statistics?days=7')).toHaveLength(1);
  });

  it("shows a post's visits in the open post of the Blogs tab", async () => {
    const { user } = await open();

    await openPost(user, OWNER_PORTFOLIO.blogs[0]!.title);
    expect(await within(post()).findByText('Last 30 days: 1 visits by 1 visitors.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));
    await openPost(user, OWNER_PORTFOLIO.blogs[1]!.title);
    expect(within(post()).queryByText(/^Last 30 days/)).not.toBeInTheDocument();
  });

  it('says when the statistics cannot be loaded', async () => {
    const { user } = await openEditor(fakeApi({ signedIn: true }));
    await user.click(tab('Statistics'));

    expect(await screen.findByText('The statistics could not be loaded.')).toBeInTheDocument();
  });
});
