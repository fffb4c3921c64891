/*
 * The SQL that names where the posts stand, shared by the document's statements and the posts'
 * own: the number of the last change to any post, and the document's digest, which names both the
 * row and that number (docs/blog/posts.md, "What an ETag names").
 */

/** The number of the last change to any post (a save, a move, a deletion); 0 before any. */
export const POSTS_SEQ = `(SELECT greatest((SELECT max(seq) FROM post), (SELECT max(seq) FROM post_removal), 0))`;

/** The digest of the document as a whole: its row's content and the posts' last change. */
export const DOCUMENT_DIGEST = `md5(md5(document::text) || '-' || ${POSTS_SEQ}::text)`;

/**
 * Every writer of posts takes this lock first, inside its transaction: changes are then numbered
 * in the order they commit, so a replica that has read up to a number never misses a smaller one
 * committed after.
 */
export const LOCK_POSTS = 'SELECT pg_advisory_xact_lock(5370001)';
