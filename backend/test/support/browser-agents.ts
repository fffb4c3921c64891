/** Desktop Chrome as its requests name it: a reader whose visits count, a browser the owner signs in from. */
export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
