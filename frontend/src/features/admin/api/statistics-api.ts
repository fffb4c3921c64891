import { isRecord, type StatisticsAnswer, type StatisticsPeriod } from '@portfolio/contract';
import { getJson, unexpectedJson } from '@/lib/api-client';

const TIMEOUT_MS = 8000;

export type { StatisticsAnswer, StatisticsPeriod };

/** The daily totals as a CSV file, for the owner's download link. */
export const statisticsCsvPath = (days: StatisticsPeriod) => `/api/statistics.csv?days=${days}`;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isListOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && item(entry));

// Checked before it is drawn: what a visitor sent (a referrer's host) is shown as text only.
const isStatistics = (value: unknown): value is StatisticsAnswer =>
  isRecord(value) &&
  isListOf(value.days, (day) => typeof day.day === 'string' && isCount(day.visitors) && isCount(day.visits)) &&
  isRecord(value.devices) &&
  ['phone', 'tablet', 'desktop'].every((device) => isCount((value.devices as Record<string, unknown>)[device])) &&
  isListOf(
    value.pages,
    (page) =>
      typeof page.path === 'string' &&
      (page.title === undefined || typeof page.title === 'string') &&
      isCount(page.visits) &&
      isCount(page.visitors),
  ) &&
  isListOf(value.referrers, (row) => (row.host === null || typeof row.host === 'string') && isCount(row.visits)) &&
  isListOf(value.links, (row) => typeof row.event === 'string' && isCount(row.clicks));

/** The visit statistics of the last `days` days, today included. */
export async function loadStatistics(days: StatisticsPeriod, signal?: AbortSignal): Promise<StatisticsAnswer> {
  const path = `/api/statistics?days=${days}`;
  const body = await getJson(path, { timeoutMs: TIMEOUT_MS, signal });
  if (!isStatistics(body)) throw unexpectedJson(path, 'the visit statistics');
  return body;
}
