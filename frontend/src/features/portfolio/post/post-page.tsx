import {
  BLOG_INDEX_PATH,
  formatBlogDate,
  HITS_ROUTE,
  isIsoDate,
  postPageOf,
  type Blog,
  type Portfolio,
} from '@portfolio/contract';
import type { RenderedPost } from '@portfolio/contract/markdown';
import { ArrowRightIcon, ClockIcon } from '@/components/ui/icons';
import { useLocale, useSitePath } from '@/lib/locale';
import { PostTags } from '../components/post-tags';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { PostSearch } from '../search/post-search';

/** A table of contents is worth its room from this many headings on. */
const CONTENTS_FROM = 3;

export interface PostPageProps {
  /** The document as visitors see it. */
  portfolio: Portfolio;
  post: Blog;
  /** The public posts with a page just newer and just older, by the blog's order. */
  newer?: Blog;
  older?: Blog;
  /** Its body, rendered by the contract's renderPost. */
  content: Pick<RenderedPost, 'html' | 'headings'>;
  renderedYear: number;
}

/**
 * A post's own page, rendered by the server and never hydrated: it works, and reads, without a
 * script. Its body is the renderer's HTML, which escapes all the owner wrote and carries only
 * the attributes it allows (so no `style`, which the Content-Security-Policy refuses). Its look
 * is post-page.css, which only this page links, so the home page's stylesheet stays as it was.
 */
export function PostPage({ portfolio, post, newer, older, content, renderedYear }: PostPageProps) {
  const { tag, words } = useLocale();
  const sitePath = useSitePath();
  const page = postPageOf(post);
  // The blog's index, where 'All posts' leads.
  const allPosts = sitePath(BLOG_INDEX_PATH);
  return (
    <>
      <SiteHeader name={portfolio.personalInfo.name} home={sitePath('/')} siteTheme={portfolio.appearance.theme} />
      <main id="main" tabIndex={-1} className="outline-none">
        <PostSearch />
        <article className="post">
          <a href={allPosts} className="post-back">
            <ArrowRightIcon />
            {words.allPosts}
          </a>
          <header className="post-header">
            <h1>{post.title}</h1>
            <p className="post-meta">
              <time dateTime={isIsoDate(post.date) ? post.date : undefined}>{formatBlogDate(post.date, tag)}</time>
              {post.readTime && (
                <span>
                  <ClockIcon />
                  {post.readTime}
                </span>
              )}
            </p>
            <PostTags tags={post.tags} className="mt-5" linked />
          </header>
          {content.headings.length >= CONTENTS_FROM && (
            <nav aria-labelledby="post-contents-title" className="post-contents">
              <h2 id="post-contents-title">{words.contents}</h2>
              <ol>
                {content.headings.map((heading) => (
                  <li key={heading.id} className={`post-contents-level-${heading.level}`}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: content.html }} />
          {/* Counted as the landing page counts itself: by the page's own path, its language's. */}
          <VisitCounter path={page && sitePath(page)} />
        </article>
        <nav aria-label={words.morePosts} className="post-more">
          {/* In the blog's order, newest first: the previous post is the newer one, the next the older. */}
          {(newer || older) && (
            <ul>
              {newer && <Neighbour post={newer} rel="prev" label={words.newerPost} />}
              {older && <Neighbour post={older} rel="next" label={words.olderPost} />}
            </ul>
          )}
          <a href={allPosts} className="post-all">
            {words.allPosts}
            <ArrowRightIcon />
          </a>
        </nav>
      </main>
      <SiteFooter renderedYear={renderedYear} languages={portfolio.languages} />
    </>
  );
}

function Neighbour({ post, rel, label }: { post: Blog; rel: 'prev' | 'next'; label: string }) {
  const sitePath = useSitePath();
  const page = postPageOf(post);
  return (
    <li className={`post-${rel}`}>
      <a href={page && sitePath(page)} rel={rel}>
        <span>{label}</span> {post.title}
      </a>
    </li>
  );
}

/**
 * How a page without a script is counted: an empty image of the counting route naming the page,
 * fetched once the page is shown, which a prefetch or a link preview does not do.
 */
function VisitCounter({ path }: { path: string | undefined }) {
  if (!path) return null;
  return (
    <img
      src={`${HITS_ROUTE}?path=${encodeURIComponent(path)}`}
      alt=""
      width={1}
      height={1}
      decoding="async"
      // Low, which also keeps React from preloading it from the head: the count waits for the
      // page, and the published copy, which leaves the image out, keeps no preload of it.
      fetchPriority="low"
      className="sr-only"
    />
  );
}
