import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { BlogPageInput, PageInput, PageLanguage, Portfolio, PostPageInput } from '@portfolio/contract';

/** What the front end's server build exports (frontend/src/server/render-page.tsx). */
interface RendererModule {
  renderPage(input: PageInput): string;
  renderPostPage(input: PostPageInput): string;
  renderBlogPage(input: BlogPageInput): string;
  renderNotFoundPage(input: PageInput): string;
}

export type RenderPage = (portfolio: Portfolio, siteUrl: string, language?: PageLanguage) => string;
export type RenderPostPage = (input: Omit<PostPageInput, 'template' | 'renderedAt'>) => string;
export type RenderBlogPage = (input: Omit<BlogPageInput, 'template' | 'renderedAt'>) => string;

/** The site's pages as the built front end draws them. */
export interface PageRenderer {
  /** The home page. */
  page: RenderPage;
  /** A post's page. */
  post: RenderPostPage;
  /** A page of the blog's index or of a tag's. */
  blog: RenderBlogPage;
  /** The page a path of the site that is no page answers with, in a language. */
  missing: RenderPage;
  /** A digest of the build: its templates and its server renderer. A page rendered by another build is stale. */
  build: string;
  /** The built `index.html` as it is: the app, which shows its not-found page on a path that is no page. */
  notFound: string;
}

/**
 * The pages' renderer from the front end built in `staticDir`: its `index.html` and `post.html`,
 * and the server build beside it (`../dist-server/render-page.cjs`). Undefined when any is missing
 * (the API runs without a built front end).
 */
export function loadPageRenderer(staticDir: string): PageRenderer | undefined {
  const templateFile = join(staticDir, 'index.html');
  const postTemplateFile = join(staticDir, 'post.html');
  const moduleFile = resolve(staticDir, '..', 'dist-server', 'render-page.cjs');
  if (![templateFile, postTemplateFile, moduleFile].every((file) => existsSync(file))) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  const postTemplate = readFileSync(postTemplateFile, 'utf8');
  const { renderPage, renderPostPage, renderBlogPage, renderNotFoundPage } = createRequire(__filename)(
    moduleFile,
  ) as RendererModule;
  return {
    page: (portfolio, siteUrl, language) =>
      renderPage({ template, portfolio, siteUrl, language, renderedAt: new Date() }),
    post: (input) => renderPostPage({ template: postTemplate, ...input, renderedAt: new Date() }),
    blog: (input) => renderBlogPage({ template: postTemplate, ...input, renderedAt: new Date() }),
    missing: (portfolio, siteUrl, language) =>
      renderNotFoundPage({ template: postTemplate, portfolio, siteUrl, language, renderedAt: new Date() }),
    build: createHash('sha256').update(template).update(postTemplate).update(readFileSync(moduleFile)).digest('hex'),
    notFound: template,
  };
}
