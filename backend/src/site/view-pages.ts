import { hasPage, postPath } from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import type { PublicPortfolio } from '../portfolio/portfolio-reader';
import type { PageRenderer } from './page-renderer';
import type { Make } from './render-pass';
import { atomFeed, sitemapXml, wholeInFeed } from './site-files';

/**
 * The text of each page and file of a view, in this order: the home page and the sitemap, each
 * public post's page, then the feed. A body is read and rendered once, for its post's page; the
 * feed's keeps its HTML until the feed is made, and no other is held. Without a renderer, only the
 * site's files.
 */
export function* viewPages(
  view: PublicPortfolio,
  siteUrl: string,
  renderer: PageRenderer | undefined,
  bodyOf: (id: string) => Promise<RenderedPost | undefined>,
): Generator<[string, Make<string>]> {
  const portfolio = view.document;
  const source = { portfolio, savedAt: view.publishedAt, siteUrl };
  const forFeed = new Set([...wholeInFeed(source)].map((post) => post.body));
  let feedHtml: Map<string, Promise<string | undefined>> | undefined = new Map();
  const body = (id: string) => {
    const rendered = bodyOf(id);
    if (feedHtml && forFeed.has(id) && !feedHtml.has(id))
      feedHtml.set(
        id,
        rendered.then((post) => post?.html),
      );
    return rendered;
  };
  if (renderer) yield ['/', async () => renderer.page(portfolio, siteUrl)];
  yield ['sitemap.xml', async () => sitemapXml(source)];
  for (const [index, post] of portfolio.blogs.entries()) {
    if (!renderer || !hasPage(post)) continue;
    yield [
      postPath(post.slug),
      async () => {
        const content = await body(post.body);
        return content && renderer.post({ portfolio, index, content, siteUrl });
      },
    ];
  }
  yield [
    'feed.xml',
    async () => {
      const bodies = await Promise.all(
        [...forFeed].map(async (id) => [id, await (feedHtml?.get(id) ?? body(id).then((post) => post?.html))] as const),
      );
      feedHtml = undefined;
      const html = new Map(bodies.flatMap(([id, content]) => (content === undefined ? [] : [[id, content] as const])));
      return atomFeed(source, html);
    },
  ];
}
