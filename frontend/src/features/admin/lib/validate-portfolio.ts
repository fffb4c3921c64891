import {
  checkPortfolio,
  fieldPaths as fieldPathsOf,
  pickPortfolio,
  PORTFOLIO,
  POST_BODY_MAX,
  text,
  valueProblem,
  type Portfolio,
} from '@portfolio/contract';

/** Messages by dotted field path (`projects.1.live`), the way the API reports them. */
export type FieldErrors = Record<string, string>;

/**
 * The API's rules for the document (the same check, in the same words), run before sending so
 * that most mistakes are shown at once, next to their fields.
 */
export function validatePortfolio(portfolio: Portfolio): FieldErrors {
  // The editor holds each post's body as Markdown, the document its id once stored: any id stands
  // in for a body (the rules ask only whether there is one), and the text is held to the API's rules for it.
  const document = {
    ...portfolio,
    blogs: portfolio.blogs.map((post) => ({ ...post, body: post.body && ANY_BODY_ID })),
  };
  const bodyErrors = portfolio.blogs.flatMap(({ body }, index) => {
    const message = valueProblem(BODY_TEXT, body);
    return message ? [{ path: `blogs.${index}.body`, message }] : [];
  });
  return Object.fromEntries(
    [...checkPortfolio(document), ...bodyErrors].map(({ path, message }) => [path, capitalise(message)]),
  );
}

const ANY_BODY_ID = '0'.repeat(32);
/** A body's Markdown, as the API stores it. */
const BODY_TEXT = text(POST_BODY_MAX, { lines: true });

/** A message of the API's (`must not be empty`) as the editor shows it under a field. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Every field's path, in the order the editor shows them (to find the first with an error). */
export const fieldPaths = (portfolio: Portfolio): string[] => fieldPathsOf(PORTFOLIO, portfolio);

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
