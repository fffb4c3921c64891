// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url));

describe('the resume', () => {
  const pdf = read('../public/resume.pdf').toString('latin1');

  it('is a complete PDF whose cross-reference table points at its objects', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');

    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(5);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it('declares the length of its page content exactly', () => {
    const [, length, stream] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf) ?? [];
    expect(Number(length)).toBe(Buffer.byteLength(stream ?? '', 'latin1'));
  });
});

describe('the portrait', () => {
  it('is a 480×480 WebP, the size the hero declares', () => {
    const webp = read('../src/assets/portrait.webp');
    expect(webp.toString('ascii', 0, 4)).toBe('RIFF');
    expect(webp.toString('ascii', 8, 12)).toBe('WEBP');

    // A lossy (VP8) bitstream keeps its 14-bit width and height after the key-frame start code.
    expect(webp.toString('ascii', 12, 16)).toBe('VP8 ');
    expect(webp.subarray(23, 26)).toEqual(Buffer.from([0x9d, 0x01, 0x2a]));
    expect(webp.readUInt16LE(26) & 0x3fff).toBe(480);
    expect(webp.readUInt16LE(28) & 0x3fff).toBe(480);
  });
});

describe('the icons and the web manifest', () => {
  const manifest = JSON.parse(read('../public/site.webmanifest').toString('utf8')) as {
    icons: Array<{ src: string; type: string; sizes: string }>;
  };

  it.each(manifest.icons.filter((icon) => icon.type === 'image/png'))('has $src, a PNG of $sizes', ({ src, sizes }) => {
    const png = read(`../public${src}`);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR, the first chunk, holds the width and the height.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
  });

  it('names every icon it lists, the SVG one included', () => {
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/favicon.svg', '/icon-192.png', '/icon-512.png']);
    expect(read('../public/favicon.svg').toString('utf8')).toMatch(/^<svg /);
  });

  it('has the 180 px icon home screens on iOS ask for', () => {
    const png = read('../public/apple-touch-icon.png');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });
});
