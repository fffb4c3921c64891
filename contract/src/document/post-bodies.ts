import { object, text } from './fields.js';

/**
 * A post's Markdown body is stored on its own, not in the document (docs/blog/posts.md, "Where posts
 * live"): the document holds its id, the first 32 hex digits of the SHA-256 of its UTF-8 bytes,
 * so one text has one id and an id never names two texts.
 */
export const POST_BODY_ID = /^[0-9a-f]{32}$/;

export const isPostBodyId = (value: string): boolean => POST_BODY_ID.test(value);

/** Where the owner stores a body (`PUT`) and reads one back (`GET …/{id}`). */
export const POST_BODIES_ROUTE = '/api/post-bodies';

/** The longest body a post may have, in characters (UTF-16 code units, as every bound of the document). */
export const POST_BODY_MAX = 100_000;

/**
 * The largest request body the route reads, in bytes. A body of POST_BODY_MAX characters takes up
 * to 3 bytes a character in UTF-8, and 6 when a client writes them as JSON escapes (`\u00e9`): a
 * valid body is never refused as too large, whichever way it is sent. A round 600 KB (nginx's
 * limit for the route too) leaves room for the JSON around it.
 */
export const POST_BODY_LIMIT_BYTES = 600 * 1024;

/**
 * A post's body as `PUT` takes it: Markdown, on as many lines as it likes, held to the document's
 * rules for text (no control characters, no lone UTF-16 halves: PostgreSQL's text takes neither)
 * and named in its words. The editor holds each post's body to the same rule.
 */
export const POST_BODY = object({ markdown: text(POST_BODY_MAX, { lines: true }) });
