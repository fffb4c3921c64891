// Writes public/resume.pdf: a one-page resume for the default owner, built from the default
// content, as a small hand-made PDF (one page, the standard Helvetica fonts, no dependencies).
// The PDF is committed; run this again after changing the default content.
//
// Needs: the contract package built (npm run build -w contract).
// Run:   npm run make:resume -w frontend

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTFOLIO } from '@portfolio/contract';

const output = fileURLToPath(new URL('../public/resume.pdf', import.meta.url));
const { personalInfo, skills, projects, blogs } = DEFAULT_PORTFOLIO;

const PAGE = { width: 595, height: 842, margin: 56 };

/** @param {string} text @param {number} width characters per line */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Text for a PDF string literal: ASCII only, with \, ( and ) escaped. @param {string} text */
const pdfText = (text) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (/** @type {string} */ char) => `\\${char}`);

/** @type {string[]} */
const ops = [];
let y = PAGE.height - PAGE.margin;

/** @param {string} text @param {{font?: 'F1'|'F2', size?: number, gap?: number, color?: string}} style */
function write(text, { font = 'F1', size = 10.5, gap = 4, color = '0.2 0.2 0.2' } = {}) {
  y -= size;
  ops.push(`BT /${font} ${size} Tf ${color} rg ${PAGE.margin} ${y.toFixed(1)} Td (${pdfText(text)}) Tj ET`);
  y -= gap;
}

/** @param {string} text */
function heading(text) {
  y -= 14;
  write(text.toUpperCase(), { font: 'F2', size: 10, gap: 4, color: '0.06 0.46 0.36' });
  ops.push(`0.85 0.85 0.85 RG 0.6 w ${PAGE.margin} ${y.toFixed(1)} m ${PAGE.width - PAGE.margin} ${y.toFixed(1)} l S`);
  y -= 8;
}

write(personalInfo.name, { font: 'F2', size: 24, gap: 8, color: '0.09 0.09 0.11' });
write(personalInfo.title, { size: 13, gap: 6, color: '0.3 0.3 0.3' });
write([personalInfo.email, personalInfo.github, personalInfo.linkedin].filter(Boolean).join('   |   '), {
  size: 9.5,
  color: '0.4 0.4 0.4',
});

heading('Profile');
for (const line of wrap(personalInfo.description, 92)) write(line);

heading('Skills');
for (const line of wrap(skills.map((skill) => skill.name).join(', '), 92)) write(line);

heading('Selected projects');
for (const project of projects) {
  write(project.title, { font: 'F2', size: 11, gap: 3, color: '0.09 0.09 0.11' });
  for (const line of wrap(project.description, 92)) write(line);
  write(project.tech.join(' / '), { size: 9, gap: 8, color: '0.45 0.45 0.45' });
}

heading('Writing');
for (const post of blogs) write(`${post.title}  (${post.date})`);

const content = ops.join('\n');
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
    '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  `<< /Title (${pdfText(`${personalInfo.name} - Resume`)}) /Author (${pdfText(personalInfo.name)}) >>`,
];

let pdf = '%PDF-1.4\n';
const offsets = objects.map((body, index) => {
  const offset = Buffer.byteLength(pdf, 'latin1');
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
pdf += `startxref\n${xref}\n%%EOF\n`;

writeFileSync(output, pdf, 'latin1');
console.log(`Wrote ${output} (${Buffer.byteLength(pdf, 'latin1')} bytes)`);
