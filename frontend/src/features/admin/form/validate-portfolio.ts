import {
  checkEditorDocument,
  EDITOR_DOCUMENT,
  fieldPaths as fieldPathsOf,
  pickPortfolio,
  type Portfolio,
} from '@portfolio/contract';

/** Messages by dotted field path (`projects.1.live`), the way the API reports them. */
export type FieldErrors = Record<string, string>;

/**
 * The API's rules for the document (the same check, in the same words), each post's body held to
 * the rule of a body stored on its own, run before sending so that most mistakes are shown at
 * once, next to their fields.
 */
export function validatePortfolio(portfolio: Portfolio): FieldErrors {
  return Object.fromEntries(checkEditorDocument(portfolio).map(({ path, message }) => [path, capitalise(message)]));
}

/** A message of the API's (`must not be empty`) as the editor shows it under a field. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Every field's path, in the order the editor shows them (to find the first with an error). */
export const fieldPaths = (portfolio: Portfolio): string[] => fieldPathsOf(EDITOR_DOCUMENT, portfolio);

/** The value at a dotted path, or undefined when there is none. */
export function valueAt(portfolio: Portfolio, path: string): unknown {
  let value: unknown = portfolio;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether two documents hold the same content (key order aside). */
export function samePortfolio(a: Portfolio, b: Portfolio): boolean {
  return JSON.stringify(pickPortfolio(a)) === JSON.stringify(pickPortfolio(b));
}

/** The DOM id of a field's control, from its path: `projects.1.live` → `field-projects-1-live`. */
export function fieldId(path: string): string {
  return `field-${path.replaceAll('.', '-')}`;
}
