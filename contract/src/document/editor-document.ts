import { checkDocument, type FieldError } from './check.js';
import { list, object, optional, type ValueOf } from './fields.js';
import { checkAcrossFields, PORTFOLIO, type PortfolioInput } from './portfolio.js';
import { POST_BODY } from './post-bodies.js';

const { blogs } = PORTFOLIO.fields;

/**
 * The document as the owner edits it: each post's Markdown in place of the id of its stored body,
 * which the admin swaps at its API's edge. Every other field, and every rule, is the document's;
 * a body is held to the rule of a body stored on its own (POST_BODY).
 */
export const EDITOR_DOCUMENT = object({
  ...PORTFOLIO.fields,
  blogs: list(blogs.max, object({ ...blogs.item.fields, body: optional(POST_BODY.fields.markdown) })),
});

export type EditorDocument = ValueOf<typeof EDITOR_DOCUMENT>;

/** Every problem of a value as the editor's document, by field path, as `checkPortfolio` finds them. */
export function checkEditorDocument(value: unknown): FieldError[] {
  const errors = checkDocument(EDITOR_DOCUMENT, value);
  return errors.length > 0 ? errors : checkAcrossFields(value as PortfolioInput);
}
