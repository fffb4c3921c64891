import { isIsoDate } from '@portfolio/contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2024-03-05` → `Mar 5, 2024`. Read from the digits rather than through `Date`, which
 * would take the value as UTC midnight and show the day before west of Greenwich.
 * Anything that is not a real date is shown as written.
 */
export function formatBlogDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
