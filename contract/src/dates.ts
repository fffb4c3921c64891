const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is a real calendar date written `YYYY-MM-DD` (so not `2024-02-30` or `2024-1-1`). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `2024-03-05` → `Mar 5, 2024` in English, `5 mars 2024` in French: as `language` (a BCP 47 tag)
 * writes a day. Read as that day in UTC, so that no time zone shows the day before; anything that
 * is not a real date is shown as written.
 */
export function formatBlogDate(isoDate: string, language = 'en'): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dayFormat(language).format(Date.UTC(year, month - 1, day));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language: making one is far slower than using it, and a listing writes many dates. */
function dayFormat(language: string): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format;
}
