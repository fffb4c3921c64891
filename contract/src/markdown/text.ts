import type { Token } from 'markdown-it';

/** The text a reader sees in a run of inline tokens: code spans and alt texts included. */
export function inlineText(children: Token[]): string {
  let text = '';
  for (const token of children) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak') text += ' ';
    else if (token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += token.meta?.alt ?? inlineText(token.children ?? []);
  }
  return text;
}

/**
 * The body as plain text: blocks apart by a blank line, table rows on lines of their own with
 * their cells apart by a space, code as it is written. Written without a regular expression that
 * could backtrack over a long run of spaces.
 */
export function plainText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'inline') text += inlineText(token.children ?? []);
    else if (token.type === 'fence' || token.type === 'code_block' || token.type === 'post_overflow') {
      text += `\n\n${token.content}\n\n`;
    } else if (token.type === 'th_close' || token.type === 'td_close') text += ' ';
    else if (token.type === 'tr_close') text += '\n';
    else if (token.block && (token.nesting === -1 || token.type === 'hr')) text += '\n\n';
  }
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trimEnd();
    // At most one empty line in a row, none at the start.
    if (trimmed !== '' || (lines.length > 0 && lines[lines.length - 1] !== '')) lines.push(trimmed);
  }
  return lines.join('\n').trim();
}

/** The words of a text: runs without spaces that hold a letter or a digit (so `—` or `*` is none). */
export function countWords(text: string): number {
  let count = 0;
  for (const word of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(word)) count++;
  return count;
}
