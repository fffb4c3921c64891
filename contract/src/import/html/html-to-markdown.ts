import TurndownService from 'turndown';
import { addParagraphs, needsParagraphs } from './html-autop.js';
import { type CountRemoved, removeComments, replaceShortcodes } from './html-shortcodes.js';
import { tables } from './html-tables.js';
import type { Removed } from '../imported-post.js';

/*
 * A post's HTML (WordPress's, Ghost's) as the Markdown the editor writes. What Markdown cannot
 * hold is removed, never kept as HTML (the site's renderer shows HTML as text), and counted so the
 * owner is told. The HTML is parsed, never run: no script of it executes, no address of it loads.
 */

/** Elements whose content goes with them, by the kind the owner is told of. */
const REMOVED: Record<string, keyof Removed> = {
  SCRIPT: 'script',
  STYLE: 'style',
  IFRAME: 'iframe',
  FRAME: 'iframe',
  FRAMESET: 'iframe',
  OBJECT: 'embed',
  EMBED: 'embed',
  APPLET: 'embed',
  VIDEO: 'embed',
  AUDIO: 'embed',
  CANVAS: 'embed',
  SVG: 'embed',
  FORM: 'form',
  INPUT: 'form',
  BUTTON: 'form',
  SELECT: 'form',
  TEXTAREA: 'form',
  LINK: 'other',
  META: 'other',
  BASE: 'other',
  TITLE: 'other',
};

/** Addresses that run a script rather than lead to a page. */
const SCRIPT_ADDRESS = /^(?:javascript|vbscript|data(?!:image\/(?:gif|png|jpeg|webp)[;,])):/i;

/** Elements shown as blocks that the converter would read as inline. */
const OTHER_BLOCKS = ['details', 'summary', 'legend', 'dialog', 'search'] as const;

/** Elements a browser shows as blocks: a line break before one shows nothing. */
const BLOCK =
  /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|CENTER|DD|DETAILS|DIALOG|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HGROUP|HR|LEGEND|LI|MAIN|MENU|NAV|OL|P|PRE|SECTION|SUMMARY|TABLE|UL)$/;

/** The post's HTML as Markdown, and what was removed from it because Markdown cannot hold it. */
export function htmlToMarkdown(html: string): { markdown: string; removed: Removed } {
  const removed: Removed = {};
  const count: CountRemoved = (kind, times = 1) => {
    removed[kind] = (removed[kind] ?? 0) + times;
  };
  let prepared = replaceShortcodes(removeComments(html.replace(/\0/g, ''), count), count);
  if (needsParagraphs(prepared)) prepared = addParagraphs(prepared);
  return { markdown: markdownService(count).turndown(prepared), removed };
}

function markdownService(count: CountRemoved): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
    // A backslash, not two spaces: a break is seen in the Markdown, and no editor trims it away.
    br: '\\',
    // An element that is empty is still counted when Markdown cannot hold it (`<form></form>`).
    blankReplacement: (_content, node) => {
      const kind = removedKind(node);
      if (kind) count(kind);
      return isBlock(node) ? '\n\n' : '';
    },
  });
  service.escape = escapeText;
  tables(service);
  service.addRule('otherBlocks', { filter: [...OTHER_BLOCKS], replacement: (content) => `\n\n${content}\n\n` });
  service.addRule('heading', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node) => `\n\n${'#'.repeat(Number(node.nodeName[1]))} ${content.replace(/\s+/g, ' ')}\n\n`,
  });
  service.addRule('lineBreak', { filter: 'br', replacement: lineBreak });
  // Emphasis inside the same emphasis adds nothing, and its delimiters would close the outer one.
  service.addRule('strong', {
    filter: ['strong', 'b'],
    replacement: (content, node) => (!content.trim() || inside(node, /^(STRONG|B)$/) ? content : `**${content}**`),
  });
  service.addRule('emphasis', {
    filter: ['em', 'i'],
    replacement: (content, node) => (!content.trim() || inside(node, /^(EM|I)$/) ? content : `*${content}*`),
  });
  service.addRule('strikethrough', {
    filter: (node) => /^(DEL|S|STRIKE)$/.test(node.nodeName),
    replacement: (content) => (content.trim() ? `~~${content}~~` : content),
  });
  service.addRule('codeBlock', { filter: 'pre', replacement: (_content, node) => codeBlock(node) });
  service.addRule('link', {
    filter: 'a',
    replacement: (content, node) => {
      const href = node.getAttribute('href')?.trim() ?? '';
      if (!content.trim() || !href) return content;
      if (runsScript(href)) {
        count('script');
        return content;
      }
      return `[${content}](${destination(href)}${title(node)})`;
    },
  });
  service.addRule('image', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = node.getAttribute('src')?.trim() ?? '';
      if (!src) return '';
      if (runsScript(src)) {
        count('script');
        return '';
      }
      const alt = (node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').replace(/[\\[\]]/g, '\\$&');
      return `![${alt}](${destination(src)}${title(node)})`;
    },
  });
  service.addRule('removed', {
    filter: (node) => removedKind(node) !== undefined,
    replacement: (_content, node) => {
      count(removedKind(node)!);
      return isBlock(node) ? '\n\n' : '';
    },
  });
  return service;
}

/**
 * What kind of thing Markdown cannot hold the element is, or undefined. A form's fields go with
 * it and are counted once, as the form.
 */
function removedKind(node: HTMLElement): keyof Removed | undefined {
  const kind = REMOVED[node.nodeName.toUpperCase()];
  return kind === 'form' && node.nodeName !== 'FORM' && inside(node, /^FORM$/) ? undefined : kind;
}

/** Whether an element is inside one whose name matches. */
function inside(node: HTMLElement, names: RegExp): boolean {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (names.test(parent.nodeName)) return true;
  }
  return false;
}

function isBlock(node: Node): boolean {
  return BLOCK.test(node.nodeName.toUpperCase());
}

/**
 * Text escaped so that it reads the same once rendered: every character Markdown could take for
 * its own (emphasis, code, links, entities, autolinks, strikethrough), and at the start of a line
 * what would open a block (a list, a heading, a quote, a setext underline).
 */
function escapeText(text: string): string {
  return text
    .replace(/[\\`*_[\]~&<]/g, (character, offset: number) => {
      if (character === '~' && text[offset - 1] !== '~' && text[offset + 1] !== '~') return character;
      if (character === '&' && !/^&#?[a-z0-9]+;/i.test(text.slice(offset, offset + 40))) return character;
      if (character === '<' && !/[a-z/!?]/i.test(text[offset + 1] ?? '')) return character;
      return `\\${character}`;
    })
    .replace(/^(?:[-+>]|=+|#{1,6}(?= |$)|\d{1,9}[.)](?= |$))/, (start) => start.replace(/[-+>=#.)]/, '\\$&'));
}

/**
 * A line break, unless nothing follows it in its block (a browser shows none there, and Markdown
 * would show the backslash), or it is in a heading, a cell or code, which hold one line.
 */
function lineBreak(_content: string, node: HTMLElement): string {
  if (inside(node, /^(H[1-6]|TD|TH|CODE)$/)) return ' ';
  for (let at: Node | null = node; at && !isBlock(at); at = at.parentNode) {
    for (let next = at.nextSibling; next; next = next.nextSibling) {
      // Breaks in a row are each shown, unless they end the block.
      if (next.nodeName === 'BR') continue;
      if (next.nodeType === 1) return isBlock(next) ? '' : '\\\n';
      if (next.nodeType === 3 && next.textContent!.trim()) return '\\\n';
    }
  }
  return '';
}

/** A `<pre>` as a fenced code block, its language from its class (`language-x`, `lang-x`, `brush: x`) or `lang`. */
function codeBlock(node: HTMLElement): string {
  const code = preText(node).replace(/\n$/, '');
  let longest = 0;
  for (const run of code.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `\n\n${fence}${languageOf(node)}\n${code}\n${fence}\n\n`;
}

function preText(node: Node): string {
  let text = '';
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) text += child.nodeValue;
    else if (child.nodeName === 'BR') text += '\n';
    else if (child.nodeType === 1) text += preText(child);
  }
  return text;
}

function languageOf(pre: HTMLElement): string {
  const code = pre.firstElementChild?.nodeName === 'CODE' ? pre.firstElementChild : null;
  for (const element of code ? [code, pre] : [pre]) {
    const named =
      /(?:^|\s)lang(?:uage)?-([\w#+.-]+)/i.exec(element.getAttribute('class') ?? '')?.[1] ??
      /\bbrush:\s*([\w#+.-]+)/i.exec(element.getAttribute('class') ?? '')?.[1] ??
      /^[\w#+.-]+$/.exec(element.getAttribute('lang') ?? element.getAttribute('data-lang') ?? '')?.[0];
    if (named) return named.toLowerCase();
  }
  return '';
}

/** Whether an address runs a script, read as a browser reads it: tabs and newlines ignored, and what comes before it. */
function runsScript(address: string): boolean {
  let start = 0;
  while (start < address.length && address.charCodeAt(start) <= 0x20) start++;
  return SCRIPT_ADDRESS.test(address.slice(start).replace(/[\t\n\r]/g, ''));
}

/** An address as a link's destination: spaces and angle brackets encoded, parentheses escaped. */
function destination(address: string): string {
  return address.replace(/[\s<>]/g, encodeURIComponent).replace(/[()\\]/g, '\\$&');
}

function title(node: HTMLElement): string {
  const text = node.getAttribute('title')?.replace(/\s+/g, ' ').trim();
  return text ? ` "${text.replace(/[\\"]/g, '\\$&')}"` : '';
}
