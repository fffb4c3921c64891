import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { PageInput, Portfolio } from '@portfolio/contract';

/** What the front end's server build exports (frontend/src/server/render-page.tsx). */
interface RendererModule {
  renderPage(input: PageInput): string;
}

export type RenderPage = (portfolio: Portfolio, siteUrl: string) => string;

/**
 * The public page's renderer from the front end built in `staticDir`: its `index.html`, and the
 * server build beside it (`../dist-server/render-page.cjs`). Undefined when either is missing
 * (the API runs without a built front end).
 */
export function loadPageRenderer(staticDir: string): RenderPage | undefined {
  const templateFile = join(staticDir, 'index.html');
  const moduleFile = resolve(staticDir, '..', 'dist-server', 'render-page.cjs');
  if (!existsSync(templateFile) || !existsSync(moduleFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  const { renderPage } = createRequire(__filename)(moduleFile) as RendererModule;
  return (portfolio, siteUrl) => renderPage({ template, portfolio, siteUrl, renderedAt: new Date() });
}
