/**
 * The address of a download link holding `text`. A data: address needs no clean-up (an object
 * URL would), and the site's policy lets a download link use one.
 */
export const downloadHref = (type: 'application/json' | 'text/plain', text: string): string =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
