import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeMarkup } from '../markup.js';

/*
 * Code in a post is coloured by classes only, for the page's stylesheet: the site's
 * Content-Security-Policy refuses inline styles, and highlight.js writes none. A fence names its
 * language (```ts); a name that is none of these, or none at all, is plain escaped code. The
 * language is never guessed: a guess costs time on every block and colours prose as code.
 */
const LANGUAGES = {
  bash,
  c,
  cpp,
  css,
  diff,
  dockerfile,
  go,
  java,
  javascript,
  json,
  markdown,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};

// An instance of its own, so that no other code registering languages changes what a post shows.
const highlighter = hljs.newInstance();
/** Every name a fence may give a language (`ts`, `TypeScript`, `html`), lower-cased, to its registered name. */
const NAMES = new Map<string, string>();
for (const [name, language] of Object.entries(LANGUAGES)) {
  highlighter.registerLanguage(name, language);
  for (const alias of [name, ...(highlighter.getLanguage(name)?.aliases ?? [])]) {
    if (highlighter.getLanguage(alias)?.name === highlighter.getLanguage(name)?.name)
      NAMES.set(alias.toLowerCase(), name);
  }
}

/**
 * The characters of code one post may have coloured, all blocks together (some 250 lines); the
 * blocks past it are plain. Colouring is the dearest step of a render: up to ~2.5 µs a character
 * (JavaScript, HTML) on the machines here.
 */
export const HIGHLIGHT_BUDGET = 10_000;

/** What one rendering has left of HIGHLIGHT_BUDGET. */
export interface HighlightBudget {
  characters: number;
}

/** The registered name of the language a fence's info string names, if it is one of LANGUAGES. */
export function fenceLanguage(info: string): string | undefined {
  return NAMES.get((info.trim().split(/\s/, 1)[0] ?? '').toLowerCase());
}

/**
 * A code block: `<pre><code class="hljs language-typescript">` with `hljs-*` spans, or, for an
 * unknown language or past the budget, `<pre><code>` (with `class="language-…"` where the language
 * is known) around the escaped code.
 */
export function renderCodeBlock(code: string, info: string, budget: HighlightBudget): string {
  const language = fenceLanguage(info);
  if (!language) return `<pre><code>${escapeMarkup(code)}</code></pre>\n`;
  if (code.length > budget.characters) {
    return `<pre><code class="language-${language}">${escapeMarkup(code)}</code></pre>\n`;
  }
  budget.characters -= code.length;
  const { value } = highlighter.highlight(code, { language, ignoreIllegals: true });
  return `<pre><code class="hljs language-${language}">${value}</code></pre>\n`;
}
