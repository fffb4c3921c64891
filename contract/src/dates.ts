const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is a real calendar date written `YYYY-MM-DD` (so not `2024-02-30` or `2024-1-1`). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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
