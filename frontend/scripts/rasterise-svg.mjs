import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Renders `svg` with headless Chromium to a `size` × `size` PNG at `output`.
 * @param {string} svg
 * @param {number} size
 * @param {string} output
 */
export function rasteriseSvg(svg, size, output) {
  const work = mkdtempSync(join(tmpdir(), 'rasterise-'));
  try {
    const html = join(work, 'image.html');
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
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
