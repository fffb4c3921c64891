import { TomlDate } from 'smol-toml';

/** A date a post's file gives: the moment in UTC, and the day as the file writes it (for its old address). */
export interface PostDate {
  /** `YYYY-MM-DDTHH:MM:SSZ`. */
  moment: string;
  /** The year, month and day as written, before any offset is applied: `['2014', '03', '27']`. */
  day: [string, string, string];
}

// `2019-03-05`, `2019-3-5`, `2010-01-10 13:07:09 +00:00`, `2019-03-05T10:00:00.000+0200`, `…Z`.
const WRITTEN =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;

// `Jul 08 2022` (Astro's starter), `July 8, 2022`, `8 July 2022`: a day in English words.
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_FIRST = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i;
const DAY_FIRST = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i;

/**
 * The date a front matter value or a file name names, or undefined when it names none: text as
 * Jekyll, Hugo, Astro and Eleventy write it, or a TOML date. A date alone is midnight UTC; a time
 * without an offset is taken as UTC, since the site's own time zone is not in the archive's posts.
 */
export function postDate(value: unknown): PostDate | undefined {
  if (value instanceof TomlDate) return value.isTime() || !value.isValid() ? undefined : postDate(value.toISOString());
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : postDate(value.toISOString());
  if (typeof value !== 'string') return undefined;
  const match = WRITTEN.exec(inNumbers(value.trim()));
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const parts = new Date(local);
  // A day or time past its end (`2019-02-30`, `24:00`) is no date, not the next one.
  if (parts.getUTCFullYear() !== year || parts.getUTCMonth() !== month! - 1 || parts.getUTCDate() !== day)
    return undefined;
  if (parts.getUTCHours() !== hour || parts.getUTCMinutes() !== minute || parts.getUTCSeconds() !== second)
    return undefined;
  const moment = new Date(local - offsetMinutes(match[7]) * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return { moment, day: [match[1]!, match[2]!.padStart(2, '0'), match[3]!.padStart(2, '0')] };
}

function offsetMinutes(offset: string | undefined): number {
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** A day written in English words, in numbers (`2022-7-08`); any other text as it is. */
function inNumbers(text: string): string {
  const monthFirst = MONTH_FIRST.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const [month, day, year] = monthFirst
    ? [monthFirst[1]!, monthFirst[2]!, monthFirst[3]!]
    : dayFirst
      ? [dayFirst[2]!, dayFirst[1]!, dayFirst[3]!]
      : [];
  const number = month === undefined ? -1 : MONTHS.indexOf(month.toLowerCase());
  return number === -1 ? text : `${year}-${number + 1}-${day}`;
}
