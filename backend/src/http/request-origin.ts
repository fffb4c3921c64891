import type { Request } from 'express';

// A Host header is only believed when it looks like one; the page is never rendered for junk.
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin a request was sent to, as absolute URLs on the site would name it. */
export function requestOrigin(request: Request): string {
  const host = request.get('host') ?? '';
  return `${request.protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
