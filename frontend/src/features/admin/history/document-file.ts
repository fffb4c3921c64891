import {
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
 * be imported after an upgrade changed the document. It holds what the editor holds, the posts'
 * bodies as Markdown, and says so (`bodies`): a file is whole without the site that stored them.
 */
export function exportFile(portfolio: Portfolio, now: Date): { name: string; text: string } {
  const file = { shape: SHAPE_VERSION, bodies: BODIES_AS_MARKDOWN, portfolio: pickPortfolio(portfolio) };
  return { name: `portfolio-${now.toISOString().slice(0, 10)}.json`, text: `${JSON.stringify(file, null, 2)}\n` };
}

const BODIES_AS_MARKDOWN = 'markdown';

/**
 * The largest file taken: room for the largest export, the document a save takes with every
 * post's body at its longest, at 3 bytes a character (UTF-8, for any character JSON does not
 * escape longer). 29.1 MB today; a round figure reads better in the refusal.
 */
export const FILE_LIMIT_BYTES = 32 * 1024 * 1024;

const SHAPE_MESSAGES = new Set<string>([MESSAGES.required, MESSAGES.text, MESSAGES.object, MESSAGES.list]);

export type ImportResult =
  /** `bodiesAsIds`: the posts' bodies are the ids of bodies stored on the site, to be read from it. */
  { ok: true; portfolio: Portfolio; bodiesAsIds: boolean } | { ok: false; reason: string };

export type ImportedFile = Extract<ImportResult, { ok: true }>;

/**
 * A file's text as a document for the editor: an exported file (with its posts' bodies as
 * Markdown, or from before posts had bodies), or a bare document (as `GET /api/portfolio` answers,
 * its bodies as ids). Its values are not judged here: the editor shows their errors
 * next to the fields, as for a save. What cannot be shown in the editor is refused with a reason.
 */
export function importFile(text: string): ImportResult {
  if (new TextEncoder().encode(text).length > FILE_LIMIT_BYTES) {
    return {
      ok: false,
      reason: `The file is larger than ${FILE_LIMIT_BYTES / 1024 / 1024} MB, the most an export holds.`,
    };
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
  const bodiesAsIds = !(isRecord(parsed) && parsed.bodies === BODIES_AS_MARKDOWN);
  return { ok: true, portfolio: pickPortfolio(document), bodiesAsIds };
}
