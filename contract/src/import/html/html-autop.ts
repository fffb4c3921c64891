/*
 * WordPress's classic editor keeps no `<p>`: its posts are text parted by blank lines, a single
 * newline a line break, and WordPress adds the paragraphs as it shows them (its `wpautop`). This
 * is that rule, so the post reads as it did.
 *
 * When: a blank line with text on one side of it (not a tag) is a paragraph break only the
 * classic editor writes; then the whole body goes through the rule, as WordPress's did. A body
 * whose blank lines only part tags (`</p>\n\n<p>`, the block editor, Ghost) is left as written:
 * there, a newline inside a paragraph is a space, as in any HTML.
 */

/** The elements WordPress does not wrap in a paragraph. */
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';

const BLOCK_OPEN = new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi');
const BLOCK_CLOSE = new RegExp(`(</${BLOCKS}>)`, 'gi');
// Tags are matched as `<` and what is not `<` or `>`, so a run of unclosed `<` is read in linear time.
const PARAGRAPH_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?${BLOCKS}[^<>]*>)`, 'gi');
const PARAGRAPH_AFTER_BLOCK = new RegExp(`(</?${BLOCKS}[^<>]*>)\\s*</p>`, 'gi');
const BREAK_AFTER_BLOCK = new RegExp(`(</?${BLOCKS}[^<>]*>)\\s*<br />`, 'gi');
const BREAK_BEFORE_BLOCK = /<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^<>]*>)/gi;

/** Where the text is written as it is: a newline there is not a break. */
const VERBATIM = /<(pre|script|style|textarea)\b/gi;
const BLANK_LINE_BESIDE_TEXT = /[^>\s][ \t]*\n[ \t]*\n|\n[ \t]*\n[ \t]*[^<\s]/;

/** Whether the HTML is written as WordPress's classic editor writes it. */
export function needsParagraphs(html: string): boolean {
  return BLANK_LINE_BESIDE_TEXT.test(setVerbatimAside(html.replace(/\r\n?/g, '\n'), []));
}

/** The HTML with its paragraphs and line breaks made, as WordPress shows a classic post. */
export function addParagraphs(html: string): string {
  const kept: string[] = [];
  let text = setVerbatimAside(html.replace(/\r\n?/g, '\n'), kept)
    // A newline inside a tag (between its attributes) parts nothing.
    .replace(/<[^<>]*>/g, (tag) => tag.replace(/\s+/g, ' '))
    .replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n')
    .replace(BLOCK_OPEN, '\n\n$1')
    .replace(BLOCK_CLOSE, '$1\n\n');
  text = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n')
    .replace(PARAGRAPH_BEFORE_BLOCK, '$1')
    .replace(PARAGRAPH_AFTER_BLOCK, '$1');
  text = lineBreaks(text).replace(BREAK_AFTER_BLOCK, '$1').replace(BREAK_BEFORE_BLOCK, '$1');
  return text.replace(/<pre data-verbatim="(\d+)"><\/pre>/g, (_placeholder, index: string) => kept[Number(index)]!);
}

/** Each newline left inside a paragraph made a line break, as WordPress makes it. */
function lineBreaks(html: string): string {
  const lines = html.split('\n');
  return lines
    .map((line, index) => {
      const trimmed = line.trimEnd();
      return index === lines.length - 1 || trimmed.endsWith('<br />') ? trimmed : `${trimmed}<br />`;
    })
    .join('\n');
}

/**
 * The HTML with each `<pre>`, `<script>`, `<style>` and `<textarea>` (to its end, or to the end of
 * the HTML when it has none, as a browser reads it) put in `kept` and a placeholder left instead.
 */
function setVerbatimAside(html: string, kept: string[]): string {
  const lower = html.toLowerCase();
  let output = '';
  let at = 0;
  VERBATIM.lastIndex = 0;
  for (let match = VERBATIM.exec(html); match; match = VERBATIM.exec(html)) {
    const close = lower.indexOf(`</${match[1]!.toLowerCase()}`, VERBATIM.lastIndex);
    const end = close === -1 ? html.length : lower.indexOf('>', close) + 1 || html.length;
    output += `${html.slice(at, match.index)}<pre data-verbatim="${kept.push(html.slice(match.index, end)) - 1}"></pre>`;
    at = end;
    VERBATIM.lastIndex = end;
  }
  return output + html.slice(at);
}
