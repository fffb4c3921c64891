// Renders public/favicon.svg to the PNG icons that home screens and link previews use
// (public/apple-touch-icon.png, icon-192.png, icon-512.png). The PNGs are committed, so building
// the site needs neither tool.
//
// Needs: chromium (to rasterise).
// Run:   npm run make:icons -w frontend

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
// Full-bleed squares: home screens round the corners themselves.
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').replace(' rx="8"', '');
const ICONS = [
  { name: 'apple-touch-icon.png', size: 180 },
  { name: 'icon-192.png', size: 192 },
  { name: 'icon-512.png', size: 512 },
];

const work = mkdtempSync(join(tmpdir(), 'icons-'));
try {
  for (const { name, size } of ICONS) {
    const html = join(work, `${size}.html`);
    const output = join(publicDir, name);
    writeFileSync(
      html,
      `<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    execFileSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        `--window-size=${size},${size}`,
        `--screenshot=${output}`,
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`Wrote ${output} (${size}×${size}, ${statSync(output).size} bytes)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
