/**
 * The largest request body `PUT /api/post-bodies` reads, in bytes. A body of POST_BODY_MAX
 * characters takes up to 3 bytes a character in UTF-8, and 6 when a client writes them as JSON
 * escapes (`\u00e9`): a valid body is never refused as too large, whichever way it is sent. A
 * round 600 KB (nginx's limit for the route too) leaves room for the JSON around it.
 */
export const POST_BODY_LIMIT_BYTES = 600 * 1024;
