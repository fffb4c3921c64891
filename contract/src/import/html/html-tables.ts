import type TurndownService from 'turndown';
import { TABLE_COLUMNS } from '../../markdown/bounds.js';

/*
 * Tables as GitHub's Markdown writes them. Each cell and row is marked with a character no text
 * of the HTML holds (U+0000, removed from it first), so the table's rule can tell them apart in
 * what its rows made, whatever their cells hold.
 *
 * A Markdown table has one row of headings: a table without one takes its first row as headings.
 * A cell holds one line: its paragraphs and line breaks become spaces, a `|` in it is escaped.
 * A cell spanning columns is followed by empty cells; its caption is a paragraph under it.
 */
const CELL = '\u0000c';
const ROW = '\u0000r';
const CAPTION = '\u0000t';

/** The converter's rules for tables, their rows, cells and captions. */
export function tables(service: TurndownService): void {
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content, node) => {
      const text = content.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
      // No wider than the site's renderer draws a table.
      const span = Math.min(Math.max(Number(node.getAttribute('colspan')) || 1, 1), TABLE_COLUMNS);
      return CELL + text + CELL.repeat(span - 1);
    },
  });
  service.addRule('tableRow', { filter: 'tr', replacement: (content) => ROW + content });
  service.addRule('tableSection', { filter: ['thead', 'tbody', 'tfoot'], replacement: (content) => content });
  service.addRule('tableCaption', {
    filter: 'caption',
    replacement: (content) => CAPTION + content.replace(/\s+/g, ' ').trim() + CAPTION,
  });
  service.addRule('table', { filter: 'table', replacement: table });
}

function table(content: string): string {
  const [before = '', caption = '', after = ''] = content.split(CAPTION);
  const rows = (before + after)
    .split(ROW)
    .slice(1)
    .map((row) => row.split(CELL).slice(1));
  const columns = rows.reduce((most, row) => Math.max(most, row.length), 0);
  if (columns === 0) return caption ? `\n\n${caption}\n\n` : '';
  const line = (cells: string[]): string =>
    `| ${Array.from({ length: columns }, (_, index) => cells[index]?.trim() ?? '').join(' | ')} |`;
  const [headings, ...body] = rows;
  const markdown = [line(headings!), line(Array<string>(columns).fill('---')), ...body.map(line)].join('\n');
  return `\n\n${markdown}\n\n${caption ? `${caption}\n\n` : ''}`;
}
