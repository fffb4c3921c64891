/*
 * The renderer of blog posts' Markdown bodies: the API renders each version once for its page,
 * and the admin editor's preview draws it with the same function. Its own entry
 * (`@portfolio/contract/markdown`), so the home page's bundle, which imports the package's main
 * entry, never carries markdown-it or highlight.js.
 */
export { POST_BODY_MAX, postText, renderPost, type RenderedPost } from './markdown/render-post.js';
export { HEADING_ID_PREFIX, type PostHeading } from './markdown/headings.js';
export { POST_IMAGE_SIZES } from './markdown/links.js';
