import { BLOG_PATH, hasPage, linkEvent, type Portfolio } from '@portfolio/contract';
import { languageViews } from '../site/page-languages';

/** The pages and links a visitor can reach on the public view: what alone may be counted. */
export interface PublicTargets {
  paths: ReadonlySet<string>;
  events: ReadonlySet<string>;
}

/**
 * Made once per public view (visitors' document), so a hit is checked with two set look-ups: the
 * pages and links of each of the site's languages, each counted at its own address.
 */
export function publicTargets(portfolio: Portfolio): PublicTargets {
  const languages = languageViews(portfolio).map(({ document, prefix }) => ({ prefix, ...languageTargets(document) }));
  return {
    paths: new Set(languages.flatMap(({ prefix, paths }) => paths.map((path) => `${prefix}${path}`))),
    events: new Set(languages.flatMap(({ events }) => events)),
  };
}

/** The pages (as paths in the primary language) and the links of the site in one language. */
function languageTargets({ personalInfo, projects, blogs }: Portfolio) {
  const paths = ['/', ...blogs.filter(hasPage).map((post) => `${BLOG_PATH}${post.slug}`)];
  const events = [
    // The résumé link is always shown: the built-in one when none is uploaded.
    linkEvent({ link: 'resume' }),
    ...(['email', 'github', 'linkedin'] as const)
      .filter((link) => personalInfo[link] !== '')
      .map((link) => linkEvent({ link })),
    ...projects.flatMap((project) => [
      ...(project.github ? [linkEvent({ link: 'code', project: project.title })] : []),
      ...(project.live ? [linkEvent({ link: 'demo', project: project.title })] : []),
    ]),
  ];
  return { paths, events };
}
