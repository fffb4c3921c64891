import { BLOG_PATH, hasPage, linkEvent, type Portfolio } from '@portfolio/contract';

/** The pages and links a visitor can reach on the public view: what alone may be counted. */
export interface PublicTargets {
  paths: ReadonlySet<string>;
  events: ReadonlySet<string>;
}

/** Made once per public view (visitors' document), so a hit is checked with two set look-ups. */
export function publicTargets({ personalInfo, projects, blogs }: Portfolio): PublicTargets {
  const paths = new Set(['/', ...blogs.filter(hasPage).map((post) => `${BLOG_PATH}${post.slug}`)]);
  const events = new Set([
    // The résumé link is always shown: the built-in one when none is uploaded.
    linkEvent({ link: 'resume' }),
    ...(['email', 'github', 'linkedin'] as const)
      .filter((link) => personalInfo[link] !== '')
      .map((link) => linkEvent({ link })),
    ...projects.flatMap((project) => [
      ...(project.github ? [linkEvent({ link: 'code', project: project.title })] : []),
      ...(project.live ? [linkEvent({ link: 'demo', project: project.title })] : []),
    ]),
  ]);
  return { paths, events };
}
