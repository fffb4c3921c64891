// Writes a .gz beside each compressible file of a built site, at the highest level, once, so
// nginx's gzip_static sends it without compressing on every request:
//   node scripts/precompress.mjs frontend/dist
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
// Below this a compressed copy saves nothing worth a file (nginx's gzip_min_length is 512 too).
const MIN_BYTES = 512;

const root = process.argv[2];
if (!root) {
  console.error('usage: node scripts/precompress.mjs <built site folder>');
  process.exit(2);
}

let written = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const path = join(root, String(name));
  if (!COMPRESSIBLE.has(extname(path)) || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const compressed = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (compressed.length >= content.length) continue;
  writeFileSync(`${path}.gz`, compressed);
  written += 1;
}
console.log(`precompressed ${written} files in ${root}`);
