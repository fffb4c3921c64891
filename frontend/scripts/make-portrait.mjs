// Draws the default owner's portrait as an SVG illustration and renders it to
// src/assets/portrait.webp. The WebP is committed, so building the site needs neither tool.
//
// Needs: chromium (to rasterise) and cwebp (apt-get install chromium webp).
// Run:   npm run make:portrait -w frontend

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rasteriseSvg } from './rasterise-svg.mjs';

const SIZE = 480;
const output = fileURLToPath(new URL('../src/assets/portrait.webp', import.meta.url));

const skin = '#e7b594';
const skinShade = '#c98f6f';
const hair = '#1c1917';
const sweater = '#115e59';
const line = '#18181b';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="38%" r="70%">
      <stop offset="0" stop-color="#1f3b37"/>
      <stop offset="0.6" stop-color="#141a1d"/>
      <stop offset="1" stop-color="#0b0d10"/>
    </radialGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6ee7b7" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#6ee7b7" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sweater}"/>
      <stop offset="1" stop-color="#0b3b38"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <circle cx="240" cy="215" r="150" fill="none" stroke="#34d399" stroke-opacity="0.08" stroke-width="2"/>
  <circle cx="240" cy="215" r="190" fill="none" stroke="#34d399" stroke-opacity="0.05" stroke-width="2"/>

  <rect x="208" y="262" width="64" height="70" rx="28" fill="${skinShade}"/>
  <path d="M24 480 C42 374 132 318 240 318 C348 318 438 374 456 480 Z" fill="url(#cloth)"/>
  <path d="M140 342 C170 328 205 322 240 322 C275 322 310 328 340 342" fill="none" stroke="url(#rim)" stroke-width="3"/>
  <path d="M202 318 C214 340 266 340 278 318 L284 326 C270 356 210 356 196 326 Z" fill="#0d4743"/>

  <ellipse cx="163" cy="214" rx="15" ry="24" fill="${skinShade}"/>
  <ellipse cx="317" cy="214" rx="15" ry="24" fill="${skinShade}"/>
  <ellipse cx="240" cy="204" rx="78" ry="94" fill="${skin}"/>

  <path d="M158 214 C146 128 196 92 248 96 C306 100 342 140 324 216 C320 182 306 160 282 150 C262 168 222 168 196 158 C176 170 164 190 158 214 Z" fill="${hair}"/>
  <path d="M196 158 C222 168 262 168 282 150 C270 142 252 138 236 140 C220 142 204 148 196 158 Z" fill="#292524"/>

  <path d="M188 184 Q206 174 224 182" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>
  <path d="M256 182 Q274 174 292 184" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>
  <ellipse cx="207" cy="214" rx="5.5" ry="6.5" fill="${line}"/>
  <ellipse cx="273" cy="214" rx="5.5" ry="6.5" fill="${line}"/>
  <rect x="180" y="193" width="54" height="42" rx="14" fill="#ffffff" fill-opacity="0.07" stroke="${line}" stroke-width="5"/>
  <rect x="246" y="193" width="54" height="42" rx="14" fill="#ffffff" fill-opacity="0.07" stroke="${line}" stroke-width="5"/>
  <path d="M234 208 Q240 202 246 208" fill="none" stroke="${line}" stroke-width="5"/>
  <path d="M180 206 L166 202 M300 206 L314 202" stroke="${line}" stroke-width="5" stroke-linecap="round"/>
  <path d="M240 226 Q232 250 243 256" fill="none" stroke="${skinShade}" stroke-width="4" stroke-linecap="round"/>
  <path d="M214 270 Q240 290 266 270" fill="none" stroke="#8f4a3c" stroke-width="5" stroke-linecap="round"/>
</svg>
`;

const work = mkdtempSync(join(tmpdir(), 'portrait-'));
try {
  const png = join(work, 'portrait.png');
  rasteriseSvg(svg, SIZE, png);
  execFileSync('cwebp', ['-quiet', '-q', '80', '-m', '6', png, '-o', output]);
  console.log(`Wrote ${output} (${SIZE}×${SIZE}, ${statSync(output).size} bytes)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
