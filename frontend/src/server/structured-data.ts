import { isHttpUrl, isIsoDate, postPageOf, type Portfolio } from '@portfolio/contract';

/**
 * The page described for search engines (schema.org as JSON-LD): the owner as a `Person`, and
 * each post as a `BlogPosting` by them, in `language` where there is one, at its own page (in the
 * home page's language, at `pageUrl`) when it has one.
 */
export function structuredData(
  portfolio: Portfolio,
  pageUrl: string,
  imageUrl: string,
  language: string | undefined,
): object {
  const { personalInfo } = portfolio;
  const person = {
    '@type': 'Person',
    '@id': `${pageUrl}#owner`,
    name: personalInfo.name,
    jobTitle: personalInfo.title,
    description: personalInfo.description,
    url: pageUrl,
    image: imageUrl,
    sameAs: [personalInfo.github, personalInfo.linkedin].filter(isHttpUrl),
  };
  const posts = portfolio.blogs.map((post) => ({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(isIsoDate(post.date) && { datePublished: post.date }),
    ...(language && { inLanguage: language }),
    author: { '@id': person['@id'] },
    // Relative to the home page, so a post is at its language's address: `/fr/` + `blog/{slug}`.
    url: new URL(postPageOf(post)?.slice(1) ?? '#blog', pageUrl).href,
  }));
  return { '@context': 'https://schema.org', '@graph': [person, ...posts] };
}
