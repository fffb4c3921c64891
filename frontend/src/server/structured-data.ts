import { isHttpUrl, isIsoDate, postPageOf, type Portfolio } from '@portfolio/contract';

/**
 * The page described for search engines (schema.org as JSON-LD): the owner as a `Person`, and
 * each post as a `BlogPosting` by them, at its own page when it has one.
 */
export function structuredData(portfolio: Portfolio, pageUrl: string, imageUrl: string): object {
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
  const [language] = portfolio.languages;
  const posts = portfolio.blogs.map((post) => ({
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(isIsoDate(post.date) && { datePublished: post.date }),
    // Where the owner chose the site's language: an English site's page is as it was.
    ...(language && { inLanguage: language }),
    author: { '@id': person['@id'] },
    url: new URL(postPageOf(post) ?? '#blog', pageUrl).href,
  }));
  return { '@context': 'https://schema.org', '@graph': [person, ...posts] };
}
