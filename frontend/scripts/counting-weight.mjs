// What visit counting adds to the script the pre-rendered page loads: its islands (src/islands.ts)
// built as the browser build makes them, with the counting island and without it, and gzipped at
// the level nginx's copies are. For make bench (bench/visits.mjs).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { GZIP_LEVEL } from './budgets.mjs';

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const ISLANDS = `${SOURCE}islands.ts`;

/** The islands' entry without the counting island: its import and its line in the table. */
const withoutCounting = {
  name: 'without-counting',
  /** @param {string} code @param {string} id */
  transform(code, id) {
    if (id !== ISLANDS) return undefined;
    return code
      .split('\n')
      .filter((line) => !line.includes('countVisit'))
      .join('\n');
  },
};

/**
 * The islands' script, minified, and its size as it is and gzipped.
 * @param {boolean} counting
 */
async function islandsBytes(counting) {
  const built = await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    resolve: { alias: { '@': SOURCE } },
    plugins: counting ? [] : [withoutCounting],
    build: { write: false, minify: true, rolldownOptions: { input: ISLANDS } },
  });
  const outputs = /** @type {import('vite').Rolldown.RolldownOutput[]} */ ([built].flat());
  const code = outputs
    .flatMap(({ output }) => output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('');
  return { bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: GZIP_LEVEL }).length };
}

/** The islands' script with counting, without it, and what counting adds (bytes, and gzipped). */
export async function countingWeight() {
  const [withIt, without] = [await islandsBytes(true), await islandsBytes(false)];
  return {
    islands: withIt,
    added: { bytes: withIt.bytes - without.bytes, gzipBytes: withIt.gzipBytes - without.gzipBytes },
  };
}
