/** A list typed as text (a project's technologies, a post's tags): split on commas, each part trimmed, empty parts dropped. */
export function parseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function formatCommaList(items: readonly string[]): string {
  return items.join(', ');
}
