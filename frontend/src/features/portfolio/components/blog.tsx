import {
  BLOG_INDEX_PATH,
  fillWords,
  formatBlogDate,
  isIsoDate,
  landingPosts,
  postPageOf,
  type Blog as BlogPost,
} from '@portfolio/contract';
import { Badge } from '@/components/ui/badge';
import { ArrowRightIcon, ClockIcon } from '@/components/ui/icons';
import { useLocale, useSitePath } from '@/lib/locale';
import { PostTags } from './post-tags';
import { Section } from './section';

/**
 * The landing page's posts (`posts` being the public ones): the pinned ones, then the newest, as
 * many as `count`; and a link to the blog when it has more, so the page keeps its size however
 * many posts there are.
 */
export function Blog({ posts, count }: { posts: BlogPost[]; count: number }) {
  const { shown, more } = landingPosts(posts, count);
  const { words } = useLocale();
  const sitePath = useSitePath();
  return (
    <Section id="blog" eyebrow={words.blog} title={words.blogTitle}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post, index) => (
          <li key={`${index}-${post.title}`}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      {more && (
        <a
          href={sitePath(BLOG_INDEX_PATH)}
          className="mt-10 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-emerald-300 transition-colors hover:text-emerald-200 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-300"
        >
          {words.allPosts}
          <ArrowRightIcon className="size-4" />
        </a>
      )}
    </Section>
  );
}

/**
 * A teaser. 'Read Article' links to the post's page when it has one (a body); otherwise there is
 * no article to link to, and it is a label. The blog's own pages, where it sits under the page's
 * `h1`, give it an `h2` and link its tags.
 */
export function BlogCard({
  post,
  heading: Heading = 'h3',
  linkTags,
}: {
  post: BlogPost;
  heading?: 'h2' | 'h3';
  linkTags?: boolean;
}) {
  const page = postPageOf(post);
  const { tag, words } = useLocale();
  const sitePath = useSitePath();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-white/[0.03] p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-zinc-400">
        <time dateTime={isIsoDate(post.date) ? post.date : undefined}>{formatBlogDate(post.date, tag)}</time>
        {post.readTime && (
          <Badge>
            <ClockIcon />
            {post.readTime}
          </Badge>
        )}
      </div>
      <Heading className="mt-5 text-lg font-semibold tracking-tight text-balance text-white">{post.title}</Heading>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-zinc-400">{post.excerpt}</p>
      <PostTags tags={post.tags} className="mt-4" linked={linkTags} />
      {page ? (
        <a
          href={sitePath(page)}
          aria-label={fillWords(words.readArticleAbout, { title: post.title })}
          className="mt-6 flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-emerald-300 transition-colors hover:text-emerald-200 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-300"
        >
          {words.readArticle}
          <ArrowRightIcon className="size-4" />
        </a>
      ) : (
        <p className="mt-6 flex items-center gap-1.5 text-sm font-medium text-zinc-400">
          {words.readArticle}
          <ArrowRightIcon className="size-4" />
        </p>
      )}
    </article>
  );
}
