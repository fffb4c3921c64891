import { checkDocument, checkEditorDocument, POST_BODY, type Blog, type Portfolio } from '@portfolio/contract';
import { capitalise, type FieldErrors } from '../form/validate-portfolio';

/** Where the open post's fields live, as the document would hold it: their paths name their controls and bounds. */
export const POST_PATH = 'blogs.0';

/**
 * The API's rules for one post (the document's, in the same words), checked before sending. The
 * post is checked as the landing content's only post, so the rules across its fields apply too;
 * that its address is another post's is the server's to say.
 */
export function validatePost(post: Blog, landing: Portfolio): FieldErrors {
  // The editor's document holds a post's own body as Markdown, and its translations' as ids: each
  // translation's Markdown is held to the rule of a body stored on its own, and stands as an id
  // for the rest (a body needs an address).
  const asIds = post.translations.map((translation) => ({ ...translation, body: translation.body && BODY_STAND_IN }));
  const errors = [
    ...checkEditorDocument({ ...landing, blogs: [{ ...post, translations: asIds }] }),
    ...post.translations.flatMap(({ body }, index) =>
      checkDocument(POST_BODY, { markdown: body }).map(({ message }) => ({
        path: `${POST_PATH}.translations.${index}.body`,
        message,
      })),
    ),
  ];
  return Object.fromEntries(
    errors
      .filter(({ path }) => path.startsWith(`${POST_PATH}.`))
      .map(({ path, message }) => [path, capitalise(message)]),
  );
}

/** Any body's id, for a translation's Markdown where the document's rules read an id. */
const BODY_STAND_IN = '0'.repeat(32);

/** The open post's errors, as the editor checks the document that holds it as its only post. */
export const validateOpenPost = (document: Portfolio): FieldErrors =>
  document.blogs[0] ? validatePost(document.blogs[0], document) : {};

/** A field the API names (`slug`) at its path in the editor (`blogs.0.slug`). */
export const postFieldPath = (field: string) => (field ? `${POST_PATH}.${field}` : POST_PATH);

export const samePost = (a: Blog, b: Blog) => JSON.stringify(a) === JSON.stringify(b);
