/** How to change a Markdown text: its prose one way, its code (fenced blocks and inline spans) another. */
export interface CodeAware {
  prose: (text: string) => string;
  code?: (code: string) => string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// A span opens and closes with the same run of backticks, on one line.
const INLINE_CODE = /(?<!`)(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/g;

/**
 * `markdown` with its prose changed by `prose` and its code by `code` (left as it is by default):
 * what a post shows as code is shown as written, so nothing in it is taken for a template or an
 * image. A fence left open runs to the end, as CommonMark reads it.
 */
export function changeOutsideCode(markdown: string, { prose, code = (text) => text }: CodeAware): string {
  let result = '';
  let pending = '';
  let fence: string | undefined;
  for (const line of markdown.split(/(?<=\n)/)) {
    if (fence === undefined) {
      const opening = FENCE.exec(line);
      if (opening && !(opening[1]!.startsWith('`') && line.slice(opening[0].length).includes('`'))) {
        result += changeInline(pending, prose, code);
        pending = line;
        fence = opening[1]!;
      } else {
        pending += line;
      }
    } else {
      pending += line;
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}[ \\t]*\\r?\\n?$`).test(line)) {
        result += code(pending);
        pending = '';
        fence = undefined;
      }
    }
  }
  return result + (fence === undefined ? changeInline(pending, prose, code) : code(pending));
}

function changeInline(text: string, prose: (text: string) => string, code: (code: string) => string): string {
  let result = '';
  let from = 0;
  for (const span of text.matchAll(INLINE_CODE)) {
    result += prose(text.slice(from, span.index)) + code(span[0]);
    from = span.index + span[0].length;
  }
  return result + prose(text.slice(from));
}
