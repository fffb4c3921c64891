import { changeOutsideCode } from './markdown-code.js';

/** Which template language a post's generator ran over it before its Markdown. */
export type Templates = 'liquid' | 'hugo' | 'none';

/** A body without its template tags, and what they were. */
export interface WithoutTemplates {
  markdown: string;
  /** Liquid tags (`{% include x %}`) taken out, their closing tags not counted. */
  liquidTags: number;
  /** Hugo shortcodes (`{{< youtube … >}}`) taken out, their closing ones not counted. */
  shortcodes: number;
  /** Liquid expressions (`{{ page.title }}`) left as written: what they gave is not in the file. */
  liquidExpressions: number;
}

const LIQUID_HIGHLIGHT =
  /\{%-?\s*highlight\s+([\w+#.-]+)[^%]*?-?%\}[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*\{%-?\s*endhighlight\s*-?%\}/g;
const HUGO_HIGHLIGHT =
  /\{\{([<%])\s*highlight\s+"?([\w+#.-]+)"?[^}]*?[>%]\}\}[ \t]*\r?\n?([\s\S]*?)\r?\n?[ \t]*\{\{[<%]\s*\/highlight\s*[>%]\}\}/g;
const RAW_MARKER = /\{%-?\s*(?:end)?raw\s*-?%\}/g;
const RAW_BLOCK = /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/g;
const LIQUID_COMMENT = /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g;
const LIQUID_TAG = /\{%-?\s*(\w*)[\s\S]*?-?%\}/g;
// `{{< name … >}}` or `{{% name … %}}`; `{{</* … */>}}` is Hugo's way of writing one as text.
const SHORTCODE = /\{\{([<%])(\/\*)?\s*([\s\S]*?)\s*(\*\/)?[>%]\}\}/g;
// An inline shortcode defines a template in its body, which goes with it.
const INLINE_SHORTCODE = /\{\{[<%]\s*([\w-]+\.inline)\b[\s\S]*?[>%]\}\}[\s\S]*?\{\{[<%]\s*\/\s*\1\s*[>%]\}\}/g;
const LIQUID_EXPRESSION = /\{\{(?![<%])[\s\S]*?\}\}/g;
const MORE = /<!--\s*more\s*-->/gi;
// Where a removed tag was: a line left with nothing else is left blank, so that the blocks around
// it stay apart (a paragraph above `<!--more-->` and a rule below it do not become a heading).
const GONE = '\u0000removed\u0000';

/**
 * A post's body with its generator's template tags removed, which no Markdown renderer runs: a
 * highlight block becomes a fenced code block with its language, a Hugo figure an image, the
 * excerpt marker (`<!--more-->`) goes, and any other tag or shortcode is taken out and counted.
 * Liquid's `{{ site.name }}` is the text `site` (Jekyll's settings) gives it, the site's address
 * empty (so that `{{ site.baseurl }}/img/a.png` is the site path it was); other expressions stay.
 * What a post shows as code is kept as written, but for the escapes that exist to show a tag as
 * written there (`{% raw %}`, and a shortcode with comment marks inside its brackets), which are
 * read as the generator read them.
 */
export function removeTemplates(
  markdown: string,
  templates: Templates,
  site: Readonly<Record<string, string>> = {},
): WithoutTemplates {
  const counts = { liquidTags: 0, shortcodes: 0, liquidExpressions: 0 };
  const fenced = markdown
    .replace(LIQUID_HIGHLIGHT, (_, language: string, code: string) => fence(language, code))
    .replace(HUGO_HIGHLIGHT, (_, __, language: string, code: string) => fence(language, code));
  const prose = (text: string) => {
    let changed = text
      .replace(LIQUID_COMMENT, () => ((counts.liquidTags += 1), GONE))
      .replace(INLINE_SHORTCODE, () => ((counts.shortcodes += 1), GONE))
      .replace(SHORTCODE, (tag, _, escaped: string | undefined, inside: string) => {
        if (escaped) return tag.replace('/*', '').replace('*/', '');
        if (/^figure\b/.test(inside)) return figure(inside);
        if (!inside.startsWith('/')) counts.shortcodes += 1;
        return GONE;
      })
      .replace(LIQUID_TAG, (_, name: string) => {
        if (!name.startsWith('end')) counts.liquidTags += 1;
        return GONE;
      })
      .replace(MORE, GONE);
    if (templates === 'liquid') {
      changed = changed
        .replace(/\{\{-?\s*site\.(\w+)\s*-?\}\}/g, (expression, name: string) =>
          /^(base)?url$/.test(name) ? '' : Object.hasOwn(site, name) ? site[name]! : expression,
        )
        .replace(/\{\{-?\s*["']([^"']*)["']\s*\|\s*(?:relative|absolute)_url\s*-?\}\}/g, '$1');
      counts.liquidExpressions += changed.match(LIQUID_EXPRESSION)?.length ?? 0;
    }
    return changed;
  };
  const code = (text: string) =>
    text.replace(RAW_MARKER, '').replace(/\{\{([<%])\/\*([\s\S]*?)\*\/([>%])\}\}/g, '{{$1$2$3}}');
  const changed = changeOutsideCode(fenced, {
    code,
    prose: (text) => withRawBlocks(text, prose),
  });
  return { markdown: withoutGoneLines(changed), ...counts };
}

/** `text` changed by `change` but for its `{% raw %}` blocks, whose insides are kept as written. */
function withRawBlocks(text: string, change: (text: string) => string): string {
  let result = '';
  let from = 0;
  for (const block of text.matchAll(RAW_BLOCK)) {
    result += change(text.slice(from, block.index)) + block[1];
    from = block.index + block[0].length;
  }
  return result + change(text.slice(from)).replace(RAW_MARKER, '');
}

function fence(language: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

/** Hugo's figure as the Markdown image it shows (`src`, and `alt`, else its caption or title). */
function figure(inside: string): string {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of inside.matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    attributes.set(name!, double ?? single ?? bare ?? '');
  }
  const source = attributes.get('src');
  if (!source) return GONE;
  const alt = attributes.get('alt') || attributes.get('caption') || attributes.get('title') || '';
  return `![${alt.replace(/[[\]]/g, '\\$&')}](${/[\s()]/.test(source) ? `<${source}>` : source})`;
}

function withoutGoneLines(text: string): string {
  return text
    .split(/(?<=\n)/)
    .map((line) =>
      line.includes(GONE) && line.replaceAll(GONE, '').trim() === '' ? line.replace(/^[^\r\n]*/, '') : line,
    )
    .join('')
    .replaceAll(GONE, '');
}
