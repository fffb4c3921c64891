/**
 * `text` within `max` characters (as the document counts them): cut at the last space before the
 * bound, so no word is cut in two, with an ellipsis that says something was left out. `shortened`
 * is told when it was.
 */
export function shorten(text: string, max: number, shortened?: () => void): string {
  if (text.length <= max) return text;
  shortened?.();
  const room = text.slice(0, max - 1);
  const space = room.search(/\s\S*$/);
  // A lone surrogate would leave half a character.
  const cut = (space > max / 2 ? room.slice(0, space) : room).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}
