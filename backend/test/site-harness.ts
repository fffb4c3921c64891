import { join } from 'node:path';
import type { PortfolioInput } from '@portfolio/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** The front end built by `npm run build -w frontend`, whose page renderer the API loads. */
export const BUILT_FRONT_END = join(__dirname, '..', '..', 'frontend', 'dist');
export const SITE_URL = 'https://portfolio.example';

/** The API serving the built front end's page on a database of its own, the owner signed in. */
export function siteHarness(environment: Record<string, string> = { SITE_URL }) {
  const state = {} as { api: TestApp; database: TestDatabase; cookie: string };

  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.api = await startTestApp(state.database.url, { STATIC_DIR: BUILT_FRONT_END, ...environment });
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
    save(document: PortfolioInput) {
      return state.api.http
        .put('/api/portfolio')
        .set('Content-Type', 'application/json')
        .set('Cookie', state.cookie)
        .send(JSON.stringify(document))
        .expect(200);
    },
  };
}

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
    scripts: () => all((element) => element.name === 'script').map((element) => element.attribs.type ?? ''),
    json: (type: string, id?: string) =>
      JSON.parse(DomUtils.textContent(id ? one('script', ['id', id]) : one('script', ['type', type]))) as unknown,
    bodyText: () => DomUtils.textContent(one('div', ['id', 'root'])),
    links: () => all((element) => element.name === 'a').map((element) => element.attribs.href),
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
