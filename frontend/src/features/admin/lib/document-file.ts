import {
  BODY_LIMIT_BYTES,
  checkPortfolio,
  isPortfolio,
  isRecord,
  MESSAGES,
  pickPortfolio,
  SHAPE_VERSION,
  upgradeDocument,
  type Portfolio,
} from '@portfolio/contract';

/**
 * The document as a file the owner keeps: its shape beside it, so that a file exported today can
 * be imported after an upgrade changed the document.
 */
export function exportFile(portfolio: Portfolio, now: Date): { name: string; text: string } {
  const text = `${JSON.stringify({ shape: SHAPE_VERSION, portfolio: pickPortfolio(portfolio) }, null, 2)}\n`;
  return { name: `portfolio-${now.toISOString().slice(0, 10)}.json`, text };
}

const SHAPE_MESSAGES = new Set<string>([MESSAGES.required, MESSAGES.text, MESSAGES.object, MESSAGES.list]);

export type ImportResult = { ok: true; portfolio: Portfolio } | { ok: false; reason: string };

/**
 * A file's text as a document for the editor: an exported file, or a bare document (as
 * `GET /api/portfolio` answers). Its values are not judged here: the editor shows their errors
 * next to the fields, as for a save. What cannot be shown in the editor is refused with a reason.
 */
export function importFile(text: string): ImportResult {
  if (new TextEncoder().encode(text).length > BODY_LIMIT_BYTES) {
    return { ok: false, reason: `The file is larger than ${BODY_LIMIT_BYTES / 1024} KB, the most a save takes.` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The file is not JSON.' };
  }
  let document: unknown = parsed;
  try {
    if (isRecord(parsed) && 'shape' in parsed && 'portfolio' in parsed) {
      document = upgradeDocument(parsed.portfolio, parsed.shape);
    }
  } catch {
    return { ok: false, reason: 'The file was exported by a newer version of the site; update this one first.' };
  }
  if (!isPortfolio(document)) {
    // The first problem of form (a missing field, a number for text), not of content.
    const first = checkPortfolio(document).find(({ message }) => SHAPE_MESSAGES.has(message));
    const where = first && (first.path ? `${first.path} ${first.message}` : first.message);
    return { ok: false, reason: `The file is not a portfolio document${where ? `: ${where}` : ''}.` };
  }
  return { ok: true, portfolio: pickPortfolio(document) };
}
