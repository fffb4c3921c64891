const HOST_MAX = 253;

/**
 * The host of a page's referrer, which is all that is kept of it; undefined for none, for one
 * that is not a web address, and for the site itself (`siteHosts`: the API's, and its copy's on a
 * static host), since a visitor going from page to page is no referral.
 */
export function referrerHost(referrer: string | undefined, siteHosts: readonly string[]): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase();
  if (host === '' || host.length > HOST_MAX || siteHosts.includes(host)) return undefined;
  return host;
}
