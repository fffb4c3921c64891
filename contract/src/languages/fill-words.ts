/** A word with its marks (`{name}`) filled in; a mark with no value is left as written. */
export const fillWords = (word: string, values: Readonly<Record<string, string | number>>): string =>
  word.replace(/\{(\w+)\}/g, (mark, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : mark));

/** A count in words: the form for one where the language's plural rules say so, otherwise the other. */
export const countIn = (tag: string, count: number, one: string, other: string): string =>
  fillWords(new Intl.PluralRules(tag).select(count) === 'one' ? one : other, { count });
