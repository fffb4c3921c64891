/**
 * Visit statistics: what the public pages send to be counted, and what the owner reads back. The
 * API keeps per-day totals only (docs/statistics.md): nothing about any one visitor.
 */

/** Where the pages send a visit or a click: a name no blocking list knows. */
export const HITS_ROUTE = '/api/hits';

/** `POST /api/hits`: a page shown (`path`), or a link on it followed (`event`, see `linkEvent`). */
export interface Hit {
  path: string;
  /** The page's own referrer (`document.referrer`); only its host is kept. */
  referrer?: string;
  event?: string;
}

/** The links whose clicks are counted: a project's two, the résumé and the contact links. */
export type LinkEvent =
  { link: 'code' | 'demo'; project: string } | { link: 'resume' | 'email' | 'github' | 'linkedin' };

/** A link's event as it is sent and stored: `code:{project title}`, `demo:{project title}`, or the link's name. */
export const linkEvent = (event: LinkEvent): string =>
  'project' in event ? `${event.link}:${event.project}` : event.link;

/** The periods the owner may look back over, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export interface DailyTotals {
  /** The day in UTC, `YYYY-MM-DD`. */
  day: string;
  visitors: number;
  visits: number;
}

/** A page's figures over the period: its visitors are the sum of each day's. */
export interface PageTotals {
  /** `/` or a post's `/blog/{slug}`. */
  path: string;
  visits: number;
  visitors: number;
  /** The title of the post whose page it is (its current address), for a post's page; absent for any other. */
  title?: string;
}

/** `GET /api/statistics?days=…`: the period's figures, most first in every list. */
export interface StatisticsAnswer {
  /** Every day of the period, oldest first, days without visits as zeros. */
  days: DailyTotals[];
  devices: { phone: number; tablet: number; desktop: number };
  pages: PageTotals[];
  /** A referrer's host, or null for the hosts beyond each day's top ones together. */
  referrers: { host: string | null; visits: number }[];
  /** Clicks per link, by its event (`linkEvent`). */
  links: { event: string; clicks: number }[];
}
