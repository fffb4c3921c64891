import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Make } from './render-pass';

/** A page or file as kept: gzipped only (nginx always asks for gzip), with a tag for revalidation. */
export interface RenderedPage {
  gzip: Buffer;
  etag: string;
}

// Off the event loop, in libuv's threads, once per view. The home page at level 9, as nginx's
// static files are; the posts' pages and the feed, many and large, at 6: for the page of a
// 100,000-character body, level 9 took 100 ms or more and 6 about 14, for a tenth more bytes.
const HOME_GZIP_LEVEL = 9;
const GZIP_LEVEL = 6;
const gzipped = promisify(gzip);

/** A page or file gzipped once, with a weak tag (the plain and the gzipped bytes are one page). */
async function toRendered(text: string, level: number): Promise<RenderedPage> {
  const html = Buffer.from(text);
  const digest = createHash('sha256').update(html).digest('base64url').slice(0, 32);
  return { gzip: await gzipped(html, { level }), etag: `W/"${digest}"` };
}

/** Each page of `pages` as kept for visitors, gzipped as it is made: the home page at its own level. */
export function* keptPages(pages: Iterable<[string, Make<string>]>): Generator<[string, Make<RenderedPage>]> {
  for (const [name, make] of pages) {
    yield [
      name,
      async () => {
        const text = await make();
        return text === undefined ? undefined : toRendered(text, name === '/' ? HOME_GZIP_LEVEL : GZIP_LEVEL);
      },
    ];
  }
}
