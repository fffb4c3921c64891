// Renders public/favicon.svg to the PNG icons that home screens and link previews use
// (public/apple-touch-icon.png, icon-192.png, icon-512.png). The PNGs are committed, so building
// the site needs neither tool.
//
// Needs: chromium (to rasterise).
// Run:   npm run make:icons -w frontend

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasteriseSvg } from './rasterise-svg.mjs';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
// Full-bleed squares: home screens round the corners themselves.
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').replace(' rx="8"', '');
const ICONS = [
  { name: 'apple-touch-icon.png', size: 180 },
  { name: 'icon-192.png', size: 192 },
  { name: 'icon-512.png', size: 512 },
];

for (const { name, size } of ICONS) {
  const output = join(publicDir, name);
  rasteriseSvg(svg, size, output);
  console.log(`Wrote ${output} (${size}×${size}, ${statSync(output).size} bytes)`);
}
