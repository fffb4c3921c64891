/**
 * A built page (`index.html`, `post.html`) with each marker replaced by its content. A marker the
 * template lacks is an error: a page without its content must not be served.
 */
export function fillTemplate(template: string, page: string, fills: ReadonlyArray<[RegExp | string, string]>): string {
  let html = template;
  for (const [marker, content] of fills) {
    const found = typeof marker === 'string' ? html.includes(marker) : marker.test(html);
    if (!found) throw new Error(`The built ${page} lacks its ${String(marker)} marker: rebuild the front end`);
    // A function as the replacement, so a `$&` or `$'` in the owner's text is not a replacement pattern.
    html = html.replace(marker, () => content);
  }
  return html;
}
