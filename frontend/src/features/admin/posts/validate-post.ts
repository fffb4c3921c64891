import { checkEditorDocument, type Blog, type Portfolio } from '@portfolio/contract';
import { capitalise, type FieldErrors } from '../form/validate-portfolio';

/** Where the open post's fields live, as the document would hold it: their paths name their controls and bounds. */
export const POST_PATH = 'blogs.0';

/**
 * The API's rules for one post (the document's, in the same words), checked before sending. The
 * post is checked as the landing content's only post, so the rules across its fields apply too;
 * that its address is another post's is the server's to say.
 */
export function validatePost(post: Blog, landing: Portfolio): FieldErrors {
  const errors = checkEditorDocument({ ...landing, blogs: [post] });
  return Object.fromEntries(
    errors
      .filter(({ path }) => path.startsWith(`${POST_PATH}.`))
      .map(({ path, message }) => [path, capitalise(message)]),
  );
}

/** A field the API names (`slug`) at its path in the editor (`blogs.0.slug`). */
export const postFieldPath = (field: string) => (field ? `${POST_PATH}.${field}` : POST_PATH);

export const samePost = (a: Blog, b: Blog) => JSON.stringify(a) === JSON.stringify(b);
