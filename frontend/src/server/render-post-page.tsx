import { type PostPageInput } from '@portfolio/contract';
import { siteLocale } from '@portfolio/contract/languages';
import { PostPage } from '@/features/portfolio/post/post-page';
import { fillTemplate } from './fill-template';
import { postHead } from './post-head';
import { renderBody } from './render-body';
import { HTML, themedHtml } from './themed-html';

/** Where the built `post.html` takes the page's head tags and its body. */
const HEAD = /<!-- post-head -->[\s\S]*?<!-- \/post-head -->/;
const BODY = '<!-- post-body -->';

/**
 * A post's own page as HTML, from the built `post.html`: complete as it is, with no data to embed
 * and no app to load, since nothing on it needs the browser to take it over; its one script is the
 * head script, which sets the theme.
 */
export function renderPostPage({ template, renderedAt, ...post }: PostPageInput): string {
  const locale = siteLocale(post.portfolio, post.language?.tag);
  const body = renderBody(
    <PostPage
      portfolio={post.portfolio}
      post={post.post}
      newer={post.newer}
      older={post.older}
      content={post.content}
      renderedYear={renderedAt.getFullYear()}
    />,
    locale,
    post.language,
  );
  return fillTemplate(template, 'post.html', [
    [HTML, themedHtml(post.portfolio.appearance.theme, locale)],
    [HEAD, postHead(post)],
    [BODY, body],
  ]);
}
