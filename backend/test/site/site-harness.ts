import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY_DIRECTIVES, type PortfolioInput } from '@portfolio/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { PageRenderer } from '../../src/site/page-renderer';
import type { SiteService } from '../../src/site/site.service';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type ProviderOverride, type TestApp } from '../support/test-app';

/** The front end built by `npm run build -w frontend`, whose page renderer the API loads. */
export const BUILT_FRONT_END = join(__dirname, '..', '..', '..', 'frontend', 'dist');
export const SITE_URL = 'https://portfolio.example';

/** The API serving the built front end's pages on a database of its own, the owner signed in. */
export function siteHarness(environment: Record<string, string> = { SITE_URL }, overrides: ProviderOverride[] = []) {
  const state = {} as { api: TestApp; database: TestDatabase; cookie: string };

  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.api = await startTestApp(state.database.url, { STATIC_DIR: BUILT_FRONT_END, ...environment }, overrides);
    state.cookie = await state.api.signIn();
  });

  afterAll(async () => {
    await state.api?.close();
    await state.database?.drop();
  });

  return {
    get api() {
      return state.api;
    },
    /** The owner's session. */
    get cookie() {
      return state.cookie;
    },
    get database() {
      return state.database;
    },
    save(document: PortfolioInput) {
      return state.api.http
        .put('/api/portfolio')
        .set('Content-Type', 'application/json')
        .set('Cookie', state.cookie)
        .send(JSON.stringify(document))
        .expect(200);
    },
    /** Stores a post's Markdown body, as the editor does before saving the document; answers its id. */
    async storeBody(markdown: string): Promise<string> {
      const response = await state.api.http
        .put('/api/post-bodies')
        .set('Content-Type', 'application/json')
        .set('Cookie', state.cookie)
        .send({ markdown })
        .expect(200);
      return response.body.id as string;
    },
  };
}

/** Counts the service's renders of the home page, of post pages or of the blog's listings from now on; the renderer stays the real one. */
export function countRenders(service: SiteService, which: 'page' | 'post' | 'blog'): { count: number } {
  const renderer = Reflect.get(service, 'renderer') as PageRenderer;
  const render = renderer[which] as (...args: unknown[]) => string;
  const counter = { count: 0 };
  renderer[which] = ((...args: unknown[]) => (counter.count++, render(...args))) as never;
  return counter;
}

/** Whether the policy lets this inline script run: its SHA-256 is in `script-src`. */
const allowedByHash = (code: string) =>
  (CONTENT_SECURITY_POLICY_DIRECTIVES['script-src'] as readonly string[]).includes(
    `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );

/** A page's parsed HTML, and what the tests read of it. */
export function parsePage(html: string) {
  const document = parseDocument(html);
  const all = (test: (element: ReturnType<typeof DomUtils.getElementsByTagName>[number]) => boolean) =>
    DomUtils.findAll(test, document.children);
  const one = (tag: string, attribute?: [string, string]) => {
    const found = all(
      (element) => element.name === tag && (!attribute || element.attribs[attribute[0]] === attribute[1]),
    );
    if (found.length !== 1)
      throw new Error(`expected one <${tag} ${attribute?.join('=') ?? ''}>, found ${found.length}`);
    return found[0]!;
  };
  return {
    title: () => DomUtils.textContent(one('title')),
    meta: (key: 'name' | 'property', value: string) => one('meta', [key, value]).attribs.content,
    link: (rel: string) => one('link', ['rel', rel]).attribs,
    /**
     * Each script's type; for a classic script, its file without the build's hash, or 'the head
     * script' when it is inline and the policy lets it run by its hash (any other is 'inline').
     */
    scripts: () =>
      all((element) => element.name === 'script').map(
        (element) =>
          element.attribs.type ??
          element.attribs.src?.replace(/-[\w-]+\.js$/, '.js') ??
          (allowedByHash(DomUtils.textContent(element)) ? 'the head script' : 'inline'),
      ),
    json: (type: string, id?: string) =>
      JSON.parse(DomUtils.textContent(id ? one('script', ['id', id]) : one('script', ['type', type]))) as unknown,
    bodyText: () => DomUtils.textContent(one('div', ['id', 'root'])),
    links: () => all((element) => element.name === 'a').map((element) => element.attribs.href),
    /** The elements of a tag, with their attributes and text. */
    elements: (tag: string) =>
      all((element) => element.name === tag).map((element) => ({
        attributes: element.attribs,
        text: DomUtils.textContent(element),
      })),
    /** How many elements carry a `style` attribute, or are `<style>`. */
    styled: () => all((element) => element.name === 'style' || 'style' in element.attribs).length,
  };
}

/** Well-formed XML, parsed (attributes under `@_`), or a thrown error naming the fault. */
export function parseXml(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  // htmlEntities: character references such as &#39; are decoded too, as every XML reader does.
  return new XMLParser({ ignoreAttributes: false, htmlEntities: true, isArray: (name) => name === 'entry' }).parse(
    xml,
  ) as Record<string, unknown>;
}
