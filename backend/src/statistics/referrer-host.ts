const HOST_MAX = 253;

/**
 * The host of a page's referrer, which is all that is kept of it; undefined for none, for one
 * that is not a web address, and for the site itself (a visitor going from page to page).
 */
export function referrerHost(referrer: string | undefined, siteHost: string | undefined): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  if (host === '' || host.length > HOST_MAX || host === siteHost?.toLowerCase().replace(/:\d+$/, '')) return undefined;
  return host;
}
