/*
 * Test documents generated from a description, for the tests of the API and the front end: a
 * field added to the description is in every one of them without editing a test. Its own entry
 * (`@portfolio/contract/testing`), so no page's bundle carries it.
 */
export { buildDocument, valuesOf, type Filling } from './testing/build-document.js';
export { HOSTILE, hostileDocument, type Payload } from './testing/hostile-document.js';
export { LARGEST_POST_BODY_ID, largestDocument, LONGEST_MEDIA } from './testing/largest-document.js';
