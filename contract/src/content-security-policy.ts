/**
 * The site's Content-Security-Policy: only its own scripts, styles, images and fonts, no inline
 * code but the pages' head script (named by its hash), no framing, forms only to itself. The
 * built front end runs under it with no violation. nginx, the API (which serves the site in
 * `make start`) and Vite's preview all send this one.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'none'"],
  // The head script every page carries inline (frontend/src/head/head-script.ts). The front end's
  // build checks this hash against the script it builds, and fails saying the new one.
  'script-src': ["'self'", "'sha256-/PS7+AOCyH3uLk64VyRxjPfZAn1mMiKc24FIa+oHPSA='"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as a header value. */
export const CONTENT_SECURITY_POLICY = Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * The policy of an uploaded PDF, served as a download: should a browser show it, nothing in it runs
 * as the site (no script, plugin or form, and an origin of its own).
 */
export const DOWNLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";
