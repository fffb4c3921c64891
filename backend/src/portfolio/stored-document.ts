import {
  checkPortfolio,
  pickPortfolio,
  SHAPE_VERSION,
  upgradeDocument,
  type FieldError,
  type Portfolio,
} from '@portfolio/contract';

/**
 * A stored document (the current one or a kept revision) as far as it can be read: in the current
 * shape, in the document's order (JSONB keeps its own) and with only its fields; and where it
 * breaks the document's rules.
 */
export function readStored(stored: unknown, shape: number): { document: Portfolio; problems: FieldError[] } {
  const { upgraded, problems } = toCurrentShape(stored, shape);
  return { document: pickPortfolio(upgraded), problems: [...problems, ...checkPortfolio(upgraded)] };
}

/**
 * A document written in an older shape, brought to the current one (it is stored so at the next
 * save); one of a shape this version cannot read is kept as it is, and that is a problem to report.
 */
function toCurrentShape(stored: unknown, shape: number): { upgraded: unknown; problems: FieldError[] } {
  if (shape === SHAPE_VERSION) return { upgraded: stored, problems: [] };
  try {
    return { upgraded: upgradeDocument(stored, shape), problems: [] };
  } catch (error) {
    return {
      upgraded: stored,
      problems: [{ path: '', message: error instanceof Error ? error.message : String(error) }],
    };
  }
}
