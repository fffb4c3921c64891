/** Hashed assets and uploads: their address changes with their content, so they are kept for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be kept, but is asked for again (with its validator) before each use. */
export const REVALIDATE = 'no-cache';
/** What the signed-in owner reads (the whole document, drafts included): their browser alone may keep it. */
export const PRIVATE_REVALIDATE = 'private, no-cache';
