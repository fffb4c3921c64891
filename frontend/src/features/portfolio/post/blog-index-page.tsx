import {
  BLOG_INDEX_PATH,
  fillWords,
  listingPagePath,
  tagPath,
  type BlogPageInput,
  type SiteWords,
} from '@portfolio/contract';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useLocale, useSitePath, WordParts } from '@/lib/locale';
import { BlogCard } from '../components/blog';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { PostSearch } from '../search/post-search';

export type BlogIndexProps = Pick<BlogPageInput, 'portfolio' | 'posts' | 'tag' | 'page' | 'pages'> & {
  renderedYear: number;
};

/** Where a listing's first page is: the blog's index, or the tag's page. */
export const listingBase = (tag: BlogPageInput['tag']): string => (tag ? tagPath(tag.slug) : BLOG_INDEX_PATH);

/** A tag's page names it; the index is the blog. */
export const listingHeading = (tag: BlogPageInput['tag'], words: SiteWords): string =>
  tag ? fillWords(words.postsTagged, { tag: tag.name }) : words.blog;

/**
 * A page of the blog's index, or of one tag's: the posts' teasers as the home page shows them,
 * newest first, and links to the newer and older pages. Like a post's page it is rendered by the
 * server and never hydrated: all it shows is in its HTML.
 */
export function BlogIndexPage({ portfolio, posts, tag, page, pages, renderedYear }: BlogIndexProps) {
  const sitePath = useSitePath();
  const base = sitePath(listingBase(tag));
  const { words } = useLocale();
  return (
    <>
      <SiteHeader name={portfolio.personalInfo.name} home={sitePath('/')} siteTheme={portfolio.appearance.theme} />
      <main id="main" tabIndex={-1} className="outline-none">
        <PostSearch />
        <div className="mx-auto max-w-6xl px-5 pt-10 pb-16 sm:px-8 sm:pt-16">
          {tag && (
            <a href={sitePath(BLOG_INDEX_PATH)} className="post-back">
              <ArrowRightIcon />
              {words.allPosts}
            </a>
          )}
          <header className="post-header">
            <h1>{listingHeading(tag, words)}</h1>
            {pages > 1 && (
              <p className="post-meta">
                <WordParts word={words.pageOf} values={{ page, pages }} />
              </p>
            )}
          </header>
          {posts.length === 0 ? (
            <p className="mt-10 text-zinc-400">{words.noPostsYet}</p>
          ) : (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={`${index}-${post.title}`}>
                  <BlogCard post={post} heading="h2" linkTags />
                </li>
              ))}
            </ul>
          )}
        </div>
        {pages > 1 && (
          <nav aria-label={words.pages} className="post-more">
            <ul>
              {page > 1 && (
                <li className="post-prev">
                  <a href={listingPagePath(base, page - 1)} rel="prev">
                    {words.newerPosts}
                  </a>
                </li>
              )}
              {page < pages && (
                <li className="post-next">
                  <a href={listingPagePath(base, page + 1)} rel="next">
                    {words.olderPosts}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </main>
      <SiteFooter renderedYear={renderedYear} languages={portfolio.languages} />
    </>
  );
}
