/**
 * The owner types a scheduled post's moment in their own time; the document holds it in UTC
 * (`2026-11-24T09:30:00Z`). These convert between the two for a `datetime-local` input.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM:SS` in the browser's time zone, for the input; '' for ''. */
export function localInputValue(instant: string): string {
  const moment = new Date(instant);
  if (!instant || Number.isNaN(moment.getTime())) return '';
  const date = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  return `${date}T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`;
}

/** The input's local date and time (seconds optional) as the document's UTC moment; '' for ''. */
export function instantOfLocal(local: string): string {
  // A date and time without an offset is read in the browser's time zone.
  const moment = new Date(local);
  if (!local || Number.isNaN(moment.getTime())) return '';
  return `${moment.toISOString().slice(0, 19)}Z`;
}

/** The browser's time zone as the owner reads it: `Europe/Paris (UTC+01:00)`. */
export function timeZoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -at.getTimezoneOffset();
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${zone} (UTC${offset})`;
}
