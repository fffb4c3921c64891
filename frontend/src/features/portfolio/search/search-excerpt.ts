import { searchWords, searchWordSpans } from '@portfolio/contract';

/** A piece of shown text, marked where it is a word found. */
export interface Piece {
  text: string;
  found: boolean;
}

/** How many words an excerpt shows around the first word found. */
const BEFORE = 10;
const AFTER = 20;

/** Whether a word of the text is one the query looks for: the last query word also as a start, unless the query ends with a space. */
export function wordsOf(query: string): (word: string) => boolean {
  const words = searchWords(query);
  const last = /\s$/.test(query) ? undefined : words.at(-1);
  return (word) => words.includes(word) || (last !== undefined && word.startsWith(last));
}

/** `text` whole, in pieces, the words `found` marked. */
export function marked(text: string, found: (word: string) => boolean): Piece[] {
  return piecesOf(text, 0, text.length, found);
}

/**
 * About 30 words of `text` around the first word `found` marks, in pieces, with '…' where text
 * was cut; undefined when no word of it is found.
 */
export function excerptOf(text: string, found: (word: string) => boolean): Piece[] | undefined {
  const spans = [...searchWordSpans(text)];
  const at = spans.findIndex(({ word }) => found(word));
  if (at === -1) return undefined;
  const from = Math.max(0, at - BEFORE);
  const to = Math.min(spans.length - 1, at + AFTER);
  const start = from === 0 ? 0 : spans[from]!.start;
  const end = to === spans.length - 1 ? text.length : spans[to]!.end;
  const pieces = piecesOf(text, start, end, found);
  if (start > 0) pieces.unshift({ text: '… ', found: false });
  if (end < text.length) pieces.push({ text: ' …', found: false });
  return pieces;
}

function piecesOf(text: string, start: number, end: number, found: (word: string) => boolean): Piece[] {
  const pieces: Piece[] = [];
  let at = start;
  for (const span of searchWordSpans(text.slice(start, end))) {
    if (!found(span.word)) continue;
    if (span.start + start > at) pieces.push({ text: text.slice(at, span.start + start), found: false });
    pieces.push({ text: text.slice(span.start + start, span.end + start), found: true });
    at = span.end + start;
  }
  if (at < end) pieces.push({ text: text.slice(at, end), found: false });
  return pieces;
}
