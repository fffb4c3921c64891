// The blog's search as a reader's browser uses it (search.mjs), in Chromium on the API's own
// pages, unthrottled: what the page loads before the box is focused, what a first query and each
// later one transfer, and the time from a query's last keystroke to its results drawn, the word
// put in the box at once (every file it needs still to fetch) or typed a key at a time.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@portfolio/stack/chromium';
import { median } from '../statistics.mjs';

const QUERIES = 20;
// A brisk typist's pace: 80 words a minute.
const KEY_MS = 150;

/** Words of 5 to 12 letters from `corpus`, one every so many paragraphs: what readers remember of a post. */
function queryWords(corpus) {
  const words = [];
  for (let at = 0; words.length < 2 * QUERIES + 1; at += 97) {
    const word = corpus[at % corpus.length].split(/[^a-z]+/i).find((candidate) => /^[a-z]{5,12}$/i.test(candidate));
    if (word && !words.includes(word.toLowerCase())) words.push(word.toLowerCase());
  }
  return words;
}

/** The bytes the page's resources took over the network since `from` (their index), and their names. */
const transferred = (page, from) =>
  page.evaluate((start) => {
    const entries = performance.getEntriesByType('resource').slice(start);
    return {
      bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
      names: entries.map((entry) => new URL(entry.name).pathname),
      count: performance.getEntriesByType('resource').length,
    };
  }, from);

/**
 * Types `query` into the box at once and answers the milliseconds until the count is announced
 * and the next frame is drawn.
 */
const timedQuery = (page, query) =>
  page.evaluate(async (text) => {
    const box = document.querySelector('input[type="search"]');
    const status = document.querySelector('[data-search-box] [role="status"]');
    const announced = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!/found/i.test(status.textContent ?? '')) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
    });
    status.textContent = '';
    const started = performance.now();
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await announced;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return performance.now() - started;
  }, query);

/**
 * Types `query` a key every `KEY_MS`, as a reader does (each key a query of its own, answered or
 * not), and answers the milliseconds from its last key to its results drawn.
 */
async function typedQuery(page, query) {
  await page.evaluate(
    async ([text, keyMs]) => {
      const box = document.querySelector('input[type="search"]');
      for (let at = 1; at < text.length; at += 1) {
        box.value = text.slice(0, at);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, keyMs));
      }
    },
    [query, KEY_MS],
  );
  return timedQuery(page, query);
}

/** The reader's figures at `base` (served by `server`: the API, a static host), as report lines. */
export async function measureReader(base, corpus, server) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/blog`, { waitUntil: 'networkidle' });
    const before = await transferred(page, 0);
    const searchBefore = before.names.filter((name) => /search/.test(name));
    const words = queryWords(corpus);
    await page.getByLabel('Search posts').focus();
    const firstMs = await timedQuery(page, words[0]);
    const first = await transferred(page, before.count);
    const later = [];
    let seen = first.count;
    for (const word of words.slice(1, QUERIES + 1)) {
      const ms = await timedQuery(page, word);
      const { bytes, count } = await transferred(page, seen);
      seen = count;
      later.push({ ms, bytes });
    }
    // Other words, typed a key at a time: what a reader waits for once the word is typed.
    const typed = [];
    for (const word of words.slice(QUERIES + 1)) typed.push(await typedQuery(page, word));
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const times = later.map(({ ms }) => ms);
    const sizes = later.map(({ bytes }) => bytes);
    return [
      `    in Chromium, the index served by ${server}: /blog loads ${kb(before.bytes)} before the box is focused (${searchBefore.length} of it search's: ${searchBefore.join(', ') || 'none'}); ` +
        `a first query transfers ${kb(first.bytes)} (${first.names.length} files), answered in ${firstMs.toFixed(0)} ms`,
      `    ${later.length} later queries: ${kb(median(sizes))} at the median, ${kb(Math.max(...sizes))} at most; ` +
        `keystroke to results drawn ${median(times).toFixed(1)} ms at the median, ${Math.max(...times).toFixed(1)} ms at worst`,
      `    ${typed.length} other words typed a key every ${KEY_MS} ms: last key to results drawn ${median(typed).toFixed(1)} ms at the median, ${Math.max(...typed).toFixed(1)} ms at worst`,
    ];
  } finally {
    await browser.close();
  }
}
