/**
 * Whether a value is an absolute http(s) URL that is safe to put in an `href`.
 *
 * Anything else (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`, a value with
 * surrounding or embedded white space) is refused: the public page renders these links, and
 * browsers strip white space before the scheme, so " javascript:" would run as script.
 */
export function isHttpUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- white space and control characters are what it refuses
  if (value.length === 0 || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
