/**
 * Crawlers, link previews, monitors and scripted or headless browsers: their requests are not
 * readers. Matched on the user agent, which is read here and never kept.
 */
const NOT_A_READER =
  /bot|crawl|spider|slurp|headless|lighthouse|preview|facebookexternalhit|embedly|curl|wget|python|go-http-client|node-fetch|axios|undici|java\/|okhttp|phantomjs|puppeteer|playwright|selenium|pingdom|uptime|monitor|feedfetcher|archiver/i;

export const isReader = (agent: string): boolean => agent !== '' && !NOT_A_READER.test(agent);

export type Device = 'phone' | 'tablet' | 'desktop';

/** The kind of device an agent names, by the words phones and tablets put in theirs. */
export function deviceClass(agent: string): Device {
  if (/ipad|tablet|playbook|silk|android(?!.*mobile)/i.test(agent)) return 'tablet';
  if (/mobi|iphone|ipod|android/i.test(agent)) return 'phone';
  return 'desktop';
}
