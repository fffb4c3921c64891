import { escapeMarkup, isIsoDate, postPath, type PostPageInput } from '@portfolio/contract';
import { previewImage, uploadedPreview } from '@/features/portfolio/lib/portrait';
import { jsonForScript } from './escape';
import { canonicalLinks, contentLanguage, feedLink, languageUrl, metaTag as meta, openGraph } from './head-tags';

/**
 * The head of a post's page: its title and excerpt, the canonical URL, link previews as an
 * article (its first image, or the owner's portrait), the post for search engines (JSON-LD
 * `BlogPosting` with its text), and the feed; on a site in several languages, the post in each.
 */
export function postHead({
  portfolio,
  post,
  content,
  siteUrl,
  language,
}: Omit<PostPageInput, 'template' | 'renderedAt'>): string {
  const { name } = portfolio.personalInfo;
  const home = languageUrl(siteUrl, language);
  const inLanguage = contentLanguage(portfolio.languages, language);
  const pageUrl = `${home}${postPath(post.slug)}`;
  const ownImage = uploadedPreview(content.firstImage);
  const preview = ownImage ?? previewImage(portfolio.personalInfo);
  const imageUrl = new URL(preview.url, pageUrl).href;
  const published = isIsoDate(post.date) ? post.date : undefined;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(published && { datePublished: published }),
    ...(inLanguage && { inLanguage }),
    author: { '@type': 'Person', name, url: `${home}/` },
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    image: imageUrl,
    ...(post.tags.length > 0 && { keywords: post.tags }),
    wordCount: content.wordCount,
    articleBody: content.text,
  };

  return [
    `<title>${escapeMarkup(`${post.title} — ${name}`)}</title>`,
    meta('name', 'description', post.excerpt),
    ...canonicalLinks(pageUrl, siteUrl, language),
    ...openGraph({
      type: 'article',
      siteName: name,
      title: post.title,
      description: post.excerpt,
      url: pageUrl,
      language,
    }),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', preview.width),
    meta('property', 'og:image:height', preview.height),
    ...(published ? [meta('property', 'article:published_time', published)] : []),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    meta('name', 'twitter:card', ownImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', post.title),
    meta('name', 'twitter:description', post.excerpt),
    meta('name', 'twitter:image', imageUrl),
    feedLink(name, home),
    `<script type="application/ld+json">${jsonForScript(posting)}</script>`,
  ].join('\n    ');
}
