/** The ETag of a stored version: strong, as each version is one exact document. */
export function toEtag(version: number): string {
  return `"${version}"`;
}

// nginx's gzip turns a strong ETag weak on the way out, so a client may send back W/"7" for our "7".
// The version alone identifies the bytes the API stores, so the weak form is accepted too.
const ENTITY_TAG = /^(?:W\/)?"(\d{1,10})"$/;

function versionsIn(header: string): number[] {
  return header
    .split(',')
    .map((tag) => ENTITY_TAG.exec(tag.trim())?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
}

/** Whether `If-None-Match` names the current version, so a `304` can answer instead of the body. */
export function matchesIfNoneMatch(header: string | undefined, version: number): boolean {
  if (header === undefined) return false;
  return header.trim() === '*' || versionsIn(header).includes(version);
}

/**
 * The versions a save may replace according to `If-Match`: `undefined` when there is no
 * condition (no header, or `*`: the document always exists), otherwise the versions it names,
 * possibly none (then no save can succeed).
 */
export function versionsFromIfMatch(header: string | undefined): number[] | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  return versionsIn(header);
}
