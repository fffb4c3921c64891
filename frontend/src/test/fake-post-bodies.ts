import { POST_BODIES_ROUTE, POST_BODY_MAX } from '@portfolio/contract';
import { jsonResponse } from './fetch';

/** The posts' Markdown bodies the fake API starts with: none, or a test's, by id. */
export const fakePostBodiesState = () => ({ postBodies: new Map<string, string>() });

/** A body's id as the API makes it: the first 32 hex digits of the SHA-256 of its UTF-8 bytes. */
export async function postBodyId(markdown: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(markdown));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** `PUT /api/post-bodies` and `GET /api/post-bodies/{id}`, following backend/src/post-bodies; undefined for others. */
export async function postBodiesRoutes(
  route: string,
  init: RequestInit,
  state: ReturnType<typeof fakePostBodiesState> & { signedIn: boolean },
): Promise<Response | undefined> {
  const read = new RegExp(`^GET ${POST_BODIES_ROUTE}/(.+)$`).exec(route);
  if (route !== `PUT ${POST_BODIES_ROUTE}` && !read) return undefined;
  if (!state.signedIn) return jsonResponse({ message: 'Sign in first' }, 401);
  if (read) {
    const markdown = state.postBodies.get(read[1]!);
    return markdown === undefined
      ? jsonResponse({ message: 'No such post body.' }, 404)
      : jsonResponse({ id: read[1], markdown });
  }
  const { markdown } = JSON.parse(String(init.body)) as { markdown: string };
  if (markdown.length > POST_BODY_MAX) {
    const errors = [{ path: 'markdown', message: `must be at most ${POST_BODY_MAX} characters` }];
    return jsonResponse({ message: 'Some fields are not valid', errors }, 400);
  }
  const id = await postBodyId(markdown);
  state.postBodies.set(id, markdown);
  return jsonResponse({ id });
}
