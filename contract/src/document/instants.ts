const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * The moment a value names, when it is a real one written `YYYY-MM-DDTHH:MM:SSZ` (so not
 * `2024-02-30T…`, `…T24:00:00Z`, a leap second, milliseconds or an offset other than Z); otherwise
 * undefined. One spelling per moment, so values compare as text in the order of their moments.
 */
export function parseInstant(value: string): Date | undefined {
  if (!INSTANT.test(value)) return undefined;
  const moment = new Date(value);
  // A day or time past its end would be carried into the next one: the moment must spell the same.
  return !Number.isNaN(moment.getTime()) && moment.toISOString() === `${value.slice(0, -1)}.000Z` ? moment : undefined;
}
