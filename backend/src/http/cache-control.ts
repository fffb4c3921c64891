/** Hashed assets and uploads: their address changes with their content, so they are kept for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be kept, but is asked for again (with its validator) before each use. */
export const REVALIDATE = 'no-cache';
/**
 * What only the signed-in owner reads (the whole document, drafts included): kept by no cache, the
 * browser's neither, so that none of it outlives the session on a shared computer, however it ends.
 */
export const PRIVATE = 'private, no-store';
