import { PORTFOLIO } from '@portfolio/contract';
import { HOSTILE, hostileDocument, valuesOf } from '@portfolio/contract/testing';
import { parsePage, parseXml, siteHarness } from './site-harness';

const site = siteHarness();
let html: string;
/** Every text the owner can write set to the hostile string after its field's name, every link to the hostile URL. */
const document = hostileDocument(PORTFOLIO, HOSTILE);

beforeAll(async () => {
  await site.save(document);
  html = (await site.api.http.get('/').expect(200)).text;
});

describe('text the owner saves stays in its place in the page', () => {
  it('is never written out raw', () => {
    expect(html).not.toContain(HOSTILE.text);
    expect(html).not.toContain('<b>x</b>');
    // The app's module, the JSON-LD and the data each end once; nothing else ends a script.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(parsePage(html).scripts().sort()).toEqual(['application/json', 'application/ld+json', 'module']);
  });

  it('reads back exactly in the title, the meta tags and the visible text', () => {
    const page = parsePage(html);
    const { name, title, description } = document.personalInfo;

    expect(page.title()).toBe(`${name} — ${title}`);
    expect(page.meta('name', 'description')).toBe(description);
    expect(page.meta('property', 'og:title')).toBe(`${name} — ${title}`);
    expect(page.meta('property', 'og:site_name')).toBe(name);
    expect(page.meta('name', 'twitter:description')).toBe(description);
    for (const text of valuesOf(PORTFOLIO, document, 'text')) expect(page.bodyText()).toContain(text);
    expect(page.links()).toContain(document.personalInfo.github);
  });

  it('reads back exactly from the JSON-LD and the embedded data', () => {
    const page = parsePage(html);
    const data = page.json('application/ld+json') as { '@graph': Array<Record<string, unknown>> };

    expect(data['@graph'][0]).toMatchObject({
      name: document.personalInfo.name,
      sameAs: [document.personalInfo.github, document.personalInfo.linkedin],
    });
    expect(data['@graph'][1]).toMatchObject({ headline: document.blogs[0]!.title });
    expect(page.json('application/json', 'page-data')).toEqual({
      portfolio: document,
      renderedYear: expect.any(Number),
    });
  });

  it('reads back exactly from the feed, which stays well-formed', async () => {
    const xml = (await site.api.http.get('/feed.xml').expect(200)).text;
    const { feed } = parseXml(xml) as { feed: { title: string; entry: Array<{ title: string; summary: string }> } };

    expect(feed.title).toBe(`${document.personalInfo.name}: blog`);
    expect(feed.entry[0]).toMatchObject({ title: document.blogs[0]!.title, summary: document.blogs[0]!.excerpt });
  });
});
